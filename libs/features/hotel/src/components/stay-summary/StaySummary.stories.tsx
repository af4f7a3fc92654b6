import type { Meta, StoryObj } from '@storybook/react-vite';
import { withHotelFrame } from '../../testing/story-frame';
import { StaySummary } from './StaySummary';

const meta: Meta<typeof StaySummary> = {
  title: 'Hotel/StaySummary',
  component: StaySummary,
  decorators: [withHotelFrame(360)],
  args: { checkin: '2030-05-01', checkout: '2030-05-03', nights: 2, rooms: 1, guests: 2, changeHref: '/hotels-in-mumbai' },
};
export default meta;
type Story = StoryObj<typeof StaySummary>;

export const TwoNights: Story = {};
/** A family week in Goa: plurals of rooms and guests. */
export const FamilyWeek: Story = { args: { checkin: '2030-12-22', checkout: '2030-12-29', nights: 7, rooms: 3, guests: 7, changeHref: '/hotels-in-goa' } };
