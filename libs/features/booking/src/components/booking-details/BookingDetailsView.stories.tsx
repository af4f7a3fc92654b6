import type { Meta, StoryObj } from '@storybook/react-vite';
import { booking } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/story-providers';
import { BookingDetailsView } from './BookingDetailsView';

const meta: Meta<typeof BookingDetailsView> = {
  title: 'Booking/BookingDetailsView',
  component: BookingDetailsView,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    booking: booking(),
    micrositeMode: false,
    shareUrl: 'https://nivaas.example/booking/NV7Q4K2M?token=t',
    cancelHref: '?modal=bookingCancellationReasons',
    modifyDatesHref: '?modal=modifyDates',
  },
};
export default meta;
type Story = StoryObj<typeof BookingDetailsView>;

export const JustBooked: Story = { args: { booked: true } };
export const WithBillsAndPayments: Story = {
  args: {
    booking: booking({
      pay_at_hotel: false,
      get_payment_status_id: 2,
      get_amount_paid: 492_800,
      bills_hash: [
        { bill_type: 'food', name: 'Breakfast', amount: 30_000 },
        { bill_type: 'early_checkin', name: 'Early check-in', amount: 110_000 },
      ],
      payments: [{ merchant: 'sandbox', mode: 'UPI', amount: 492_800, paid_at: '2030-04-20T10:05:00.000Z' }],
    }),
  },
};
export const Cancelled: Story = {
  args: {
    cancelled: true,
    booking: booking({
      status_key: 3,
      state: 'cancelled',
      display_status: 'cancelled',
      cancellable: false,
      get_payment_status_id: 3,
      cancellation_charge: 220_000,
      cancelled_at: '2030-04-25T10:00:00.000Z',
    }),
  },
};
export const MicrositeMode: Story = { args: { micrositeMode: true } };
export const AwaitingPayment: Story = {
  args: { booking: booking({ status_key: 7, pay_at_hotel: false, get_payment_status_id: 0, hold_expires_at: '2030-04-20T10:30:00.000Z' }) },
};
