import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EstimateChargeReply } from '@stays/api-client';
import { booking } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/story-providers';
import { UpgradeBookingView } from './UpgradeBookingView';

const estimate = (newAmount: number, overrides: Partial<EstimateChargeReply> = {}): EstimateChargeReply => ({
  invoice_no: 'NV7Q4K2M',
  checkin: '2030-05-01',
  checkout: '2030-05-03',
  available: true,
  old_amount: 492_800,
  new_amount: newAmount,
  difference: newAmount - 492_800,
  amount_to_pay: 0,
  amount_to_refund: 0,
  currency_code: 'INR',
  ...overrides,
});

const meta: Meta<typeof UpgradeBookingView> = {
  title: 'Booking/UpgradeBookingView',
  component: UpgradeBookingView,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    booking: booking(),
    modifiable: true,
    options: [
      { roomCategoryId: 2, name: 'Premium King', estimate: estimate(672_000) },
      { roomCategoryId: 3, name: 'Family Suite', estimate: estimate(896_000) },
    ],
    action: '#',
    idempotencyKey: 'story-key-0123456789',
    bookingHref: '#',
  },
};
export default meta;
type Story = StoryObj<typeof UpgradeBookingView>;

export const PayAtTheProperty: Story = {};
export const PaidOnline: Story = {
  args: {
    booking: booking({ pay_at_hotel: false }),
    options: [{ roomCategoryId: 2, name: 'Premium King', estimate: estimate(672_000, { amount_to_pay: 179_200 }) }],
  },
};
export const NoBetterRoom: Story = { args: { options: [] } };
export const NotModifiable: Story = { args: { modifiable: false, options: [] } };
