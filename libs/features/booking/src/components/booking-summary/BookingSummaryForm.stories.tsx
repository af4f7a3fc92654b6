import type { Meta, StoryObj } from '@storybook/react-vite';
import { DIAL_COUNTRIES, stay } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/story-providers';
import { BookingSummaryForm } from './BookingSummaryForm';

const values = { name: 'Asha Verma', email: 'asha@example.com', dialCode: '+91', phone: '9876543210', categoryId: 1, paymentMode: 'pay_at_hotel' as const };
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
