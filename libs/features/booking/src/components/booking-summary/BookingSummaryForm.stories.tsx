import type { Meta, StoryObj } from '@storybook/react-vite';
import { DIAL_COUNTRIES, stay } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/story-providers';
import { BookingSummaryForm } from './BookingSummaryForm';

const values = { name: 'Asha Verma', email: 'asha@example.com', dialCode: '+91', phone: '9876543210', categoryId: 1, paymentMode: 'pay_at_hotel' as const, onlineShare: 'full' as const, partAmount: '', useWallet: false };
const noop = () => undefined;

const meta: Meta<typeof BookingSummaryForm> = {
  title: 'Booking/BookingSummaryForm',
  component: BookingSummaryForm,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
  args: { stay: stay(), countries: DIAL_COUNTRIES, values, errors: {}, submitting: false, onlinePayment: true, payAtHotelRefused: null, onChange: noop, onSubmit: noop },
};
export default meta;
type Story = StoryObj<typeof BookingSummaryForm>;

export const PayAtTheProperty: Story = {};
export const WithErrors: Story = {
  args: { values: { ...values, name: 'Asha', email: 'asha@' }, errors: { name: 'Please enter your first and last name', email: 'Please enter a valid email address' } },
};
export const NoPostpaid: Story = { args: { values: { ...values, paymentMode: 'online' }, payAtHotelRefused: { reason: 'no_postpaid' } } };
export const TooManyRoomsForPayAtHotel: Story = { args: { stay: stay({ rooms: 4, guests: 8 }), payAtHotelRefused: { reason: 'too_many_rooms', maxRooms: 3 } } };
const welcomeQuote = {
  code: 'WELCOME10',
  description: '10% off',
  discount_type: 'percentage' as const,
  discount_value: 10,
  currency_code: 'INR' as const,
  price_before_coupon: 440_000,
  discount_amount: 44_000,
  price_after_coupon: 396_000,
  total_before_coupon: 492_800,
  taxes_after_coupon: 47_520,
  total_after_coupon: 443_520,
  room_category_id: 1,
};
export const WithCoupon: Story = { args: { coupon: { status: 'applied', code: 'WELCOME10', quote: welcomeQuote }, onRemoveCoupon: noop } };
export const CouponRefused: Story = { args: { coupon: { status: 'refused', code: 'WELCOME10', message: 'You have already used this coupon.' } } };
export const PartPaymentOnline: Story = {
  args: { values: { ...values, paymentMode: 'online', onlineShare: 'part', partAmount: '1000' }, errors: { partAmount: 'Minimum amount to be paid is greater than ₹ 1,232' } },
};
const wallet = {
  userType: 'user' as const,
  countryIsoA2Code: 'IN',
  redeemableExpirableBalance: 180_000,
  redeemableExpirableLimit: 25,
  redeemedExpirableAmount: 0,
  currencyId: 356,
  currencyCode: 'INR' as const,
  expiring: [{ amount: 180_000, expiresAt: '2026-09-01T00:00:00.000Z' }],
};
export const WizardMemberUsingWallet: Story = { args: { wallet, wizardMember: true, values: { ...values, useWallet: true } } };
export const WalletOffered: Story = { args: { wallet } };
