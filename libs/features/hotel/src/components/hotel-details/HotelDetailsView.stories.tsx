import type { Meta, StoryObj } from '@storybook/react-vite';
import { hotelDetails } from '../../testing/hotel-fixture';
import { withHotelFrame } from '../../testing/story-frame';
import { amsterdamHome } from '../../testing/story-fixtures';
import { HotelDetailsView } from './HotelDetailsView';

const meta: Meta<typeof HotelDetailsView> = {
  title: 'Hotel/HotelDetailsView',
  component: HotelDetailsView,
  decorators: [withHotelFrame(1100)],
};
export default meta;
type Story = StoryObj<typeof HotelDetailsView>;

export const WithSoldOutCategory: Story = { args: { hotel: hotelDetails(), changeSearchHref: '/hotels-in-mumbai' } };
export const HolidayHomeInAmsterdam: Story = { args: { hotel: amsterdamHome(), changeSearchHref: '/nl/homes-in-amsterdam' } };
