import type { Meta, StoryObj } from '@storybook/react-vite';
import { withHotelFrame } from '../../testing/story-frame';
import { similarStays } from '../../testing/story-fixtures';
import { SimilarHotels } from './SimilarHotels';

const meta: Meta<typeof SimilarHotels> = {
  title: 'Hotel/SimilarHotels',
  component: SimilarHotels,
  decorators: [withHotelFrame()],
  args: { hotels: similarStays, distanceUnit: 'km', hrefFor: (hotel) => `/${hotel.id}/?checkin=2030-05-01&checkout=2030-05-03` },
};
export default meta;
type Story = StoryObj<typeof SimilarHotels>;

/** Sold out: the two nearest similar stays, priced for the same dates. */
export const TwoNearby: Story = {};
export const InMiles: Story = { args: { distanceUnit: 'mi' } };
export const NoneFreeEither: Story = { args: { hotels: [] } };
