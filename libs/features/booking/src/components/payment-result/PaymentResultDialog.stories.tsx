import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BookingPaidReply } from '@stays/api-client';
import { modalDialogParameters } from '@stays/ui/storybook';
import { booking } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/story-providers';
import { PaymentResultDialog } from './PaymentResultDialog';

function result(status: 'paid' | 'failed' | 'created' | 'expired'): BookingPaidReply {
  return {
    booking: booking({ pay_at_hotel: false, hold_expires_at: '2030-04-20T10:15:00.000Z' }),
    payment: { order_id: 'sbx_1', purpose: 'booking', status, amount: 492_800, refunded_amount: 0, currency_code: 'INR', mode: 'CC' },
    modal: status === 'paid' ? 'paymentSuccess' : 'paymentStatus',
  };
}

const meta: Meta<typeof PaymentResultDialog> = {
  title: 'Booking/PaymentResultDialog',
  component: PaymentResultDialog,
  parameters: modalDialogParameters,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: { retryAction: '#', bookingHref: '#', checkAgainHref: '#', onClose: () => undefined },
};
export default meta;
type Story = StoryObj<typeof PaymentResultDialog>;

export const PaymentSuccess: Story = { args: { result: result('paid') } };
export const PaymentFailed: Story = { args: { result: result('failed') } };
export const WaitingForTheBank: Story = { args: { result: result('created') } };
export const HoldExpired: Story = { args: { result: result('expired') } };
