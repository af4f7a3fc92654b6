import type { Meta, StoryObj } from '@storybook/react-vite';
import { DIAL_COUNTRIES, stay } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/story-providers';
import { amsterdamStay, ashaValues as values, storyWallet as wallet, welcomeQuote } from '../../testing/story-fixtures';
import { BookingSummaryForm } from './BookingSummaryForm';

const noop = () => undefined;

const meta: Meta<typeof BookingSummaryForm> = {
  title: 'Booking/BookingSummaryForm',
  component: BookingSummaryForm,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    stay: stay(),
    countries: DIAL_COUNTRIES,
    values,
    errors: {},
    submitting: false,
    onlinePayment: true,
    payAtHotelRefused: null,
    onChange: noop,
    onSubmit: noop,
    agreement: {
      termsHref: '/terms/',
      guestPolicyHref: '/guest-policy/',
      privacyPolicyHref: '/privacy-policy/',
      obligationToPay: false,
      timeZone: 'Asia/Kolkata',
    },
  },
};
export default meta;
type Story = StoryObj<typeof BookingSummaryForm>;

export const PayAtTheProperty: Story = {};
export const PayOnlineInFull: Story = { args: { values: { ...values, paymentMode: 'online' } } };
export const WithErrors: Story = {
  args: {
    values: { ...values, name: 'Asha', email: 'asha@' },
    errors: { name: 'Please enter your first and last name', email: 'Please enter a valid email address' },
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const NoPostpaid: Story = { args: { values: { ...values, paymentMode: 'online' }, payAtHotelRefused: { reason: 'no_postpaid' } } };
export const TooManyRoomsForPayAtHotel: Story = { args: { stay: stay({ rooms: 4, guests: 8 }), payAtHotelRefused: { reason: 'too_many_rooms', maxRooms: 3 } } };
export const WithCoupon: Story = { args: { coupon: { status: 'applied', code: 'WELCOME10', quote: welcomeQuote }, onRemoveCoupon: noop } };
export const CheckingCoupon: Story = { args: { coupon: { status: 'checking', code: 'WELCOME10' } } };
export const CouponRefused: Story = { args: { coupon: { status: 'refused', code: 'WELCOME10', message: 'You have already used this coupon.' } } };
export const PartPaymentOnline: Story = {
  args: {
    values: { ...values, paymentMode: 'online', onlineShare: 'part', partAmount: '1000' },
    errors: { partAmount: 'Minimum amount to be paid is greater than ₹ 1,232' },
  },
};
export const WizardMemberUsingWallet: Story = { args: { wallet, wizardMember: true, values: { ...values, useWallet: true } } };
export const WalletOffered: Story = { args: { wallet } };
/** Every room went while the guest was choosing. */
export const NoRoomLeft: Story = { args: { stay: stay({ categories: stay().categories.map((room) => ({ ...room, isSoldOut: true })) }) } };
/** Dunelight Homes: a home in Amsterdam paid online in euros, a Dutch phone. */
export const HolidayHomeInEuros: Story = {
  args: {
    stay: amsterdamStay(),
    values: { ...values, name: 'Femke de Vries', email: 'femke@example.nl', dialCode: '+31', phone: '612345678', categoryId: 21, paymentMode: 'online' },
    payAtHotelRefused: { reason: 'no_postpaid' },
  },
};
export const EuropeanSiteWording: Story = {
  args: {
    stay: amsterdamStay(),
    values: { ...values, categoryId: 21, paymentMode: 'online' },
    payAtHotelRefused: { reason: 'no_postpaid' },
    agreement: {
      termsHref: '/nl/terms/',
      guestPolicyHref: '/nl/guest-policy/',
      privacyPolicyHref: '/nl/privacy-policy/',
      obligationToPay: true,
      timeZone: 'Europe/Amsterdam',
    },
  },
};
