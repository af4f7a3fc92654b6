import type { Meta, StoryObj } from '@storybook/react-vite';
import { booking } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/story-providers';
import { MyBookingsView } from './MyBookingsView';

const meta: Meta<typeof MyBookingsView> = {
  title: 'Booking/MyBookingsView',
  component: MyBookingsView,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    bookings: [booking(), booking({ invoice_no: 'NVCANCEL1', display_status: 'cancelled' })],
    total: 2,
    filters: [
      { filter: 'all', href: '#', current: true },
      { filter: 'confirmed', href: '#', current: false },
      { filter: 'cancelled', href: '#', current: false },
    ],
    moreHref: null,
    bookingHref: () => '#',
  },
};
export default meta;
type Story = StoryObj<typeof MyBookingsView>;

export const AllBookings: Story = {};
export const Empty: Story = { args: { bookings: [], total: 0 } };
