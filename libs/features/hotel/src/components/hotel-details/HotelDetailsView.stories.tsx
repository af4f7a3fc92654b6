import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { hotelDetails } from '../../testing/hotel-fixture';
import { HotelDetailsView } from './HotelDetailsView';

const meta: Meta<typeof HotelDetailsView> = {
  title: 'Hotel/HotelDetailsView',
  component: HotelDetailsView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 1100, margin: '0 auto' }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof HotelDetailsView>;

export const WithSoldOutCategory: Story = { args: { hotel: hotelDetails(), changeSearchHref: '/hotels-in-mumbai' } };
