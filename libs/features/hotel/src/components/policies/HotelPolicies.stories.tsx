import type { Meta, StoryObj } from '@storybook/react-vite';
import { hotelDetails } from '../../testing/hotel-fixture';
import { amsterdamHome } from '../../testing/story-fixtures';
import { HotelPolicies } from './HotelPolicies';

const hotel = hotelDetails();
const home = amsterdamHome();

const meta: Meta<typeof HotelPolicies> = {
  title: 'Hotel/HotelPolicies',
  component: HotelPolicies,
  args: {
    restrictions: hotel.restrictions,
    cancellationPolicies: hotel.cancellation_policies,
    additionalCharges: hotel.additional_charge_info,
    checkinTime: hotel.checkin_time,
    checkoutTime: hotel.checkout_time,
    currency: 'INR',
    timeZone: 'Asia/Kolkata',
  },
};
export default meta;
type Story = StoryObj<typeof HotelPolicies>;

/** A Mumbai hotel: no unmarried couples, free cancellation until the day before, early check-in for a charge. */
export const MumbaiHotel: Story = {};
/** Indian nationals only, no PAN card, pay online: every house rule at once. */
export const EveryHouseRule: Story = {
  args: { restrictions: { ...hotel.restrictions, no_foreign_guests: true, no_local_ids: true, no_postpaid: true } },
};
/** Past the free cancellation: cancelling now costs the first night. */
export const CancellingNowCharged: Story = { args: { cancellationPolicies: [{ kind: 'first_night_charge', from: null, until: null, charge: 220_000 }] } };
/** The hotel's times unknown: the default 12:00 PM and 11:00 AM. */
export const DefaultTimes: Story = { args: { checkinTime: null, checkoutTime: null, additionalCharges: { early_checkin: null } } };
/** A Dunelight Homes home in Amsterdam: couples welcome, pay online, no early check-in. */
export const AmsterdamHome: Story = {
  args: {
    restrictions: home.restrictions,
    cancellationPolicies: home.cancellation_policies,
    additionalCharges: home.additional_charge_info,
    checkinTime: home.checkin_time,
    checkoutTime: home.checkout_time,
    currency: 'EUR',
    timeZone: 'Europe/Amsterdam',
  },
};
