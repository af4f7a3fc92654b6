import type { Meta, StoryObj } from '@storybook/react-vite';
import { availability, hotelPageData } from '../../testing/page-fixture';
import { hotelDetails } from '../../testing/hotel-fixture';
import { storyHotelApi } from '../../testing/story-api';
import { withHotelFrame } from '../../testing/story-frame';
import { amsterdamHomePageData, openSearchPageData, soldOutPageData } from '../../testing/story-fixtures';
import { HotelPageView } from './HotelPageView';

/** The whole hotel page; compare brands and directions one above another (View menu), as a page is wide. */
const meta: Meta<typeof HotelPageView> = {
  title: 'Hotel/HotelPageView',
  component: HotelPageView,
  decorators: [withHotelFrame(1200)],
  args: { data: hotelPageData(), loading: false, api: storyHotelApi, csrfToken: null, signInHref: '/login' },
};
export default meta;
type Story = StoryObj<typeof HotelPageView>;

/** Nivaas Residency Colaba for two nights: the Deluxe Double chosen, the Family Suite sold out. */
export const Bookable: Story = {};
/** A signed-in guest who came with ?coupon=WELCOME10: the coupon box checks it, then the price after it. */
export const SignedInWithCoupon: Story = {
  args: { csrfToken: 'story-csrf', data: hotelPageData({ params: { ...hotelPageData().params, coupon: 'WELCOME10' } }) },
};
export const WithADeal: Story = {
  args: {
    data: hotelPageData({
      hotel: hotelDetails({
        deals_info: { id: 3, url_name: 'monsoon-in-mumbai', title: 'Monsoon in Mumbai', discount_percentage: 15, valid_until: '2030-09-30' },
      }),
    }),
  },
};
export const OpenSearch: Story = { args: { data: openSearchPageData() } };
/** The hotel shows while its availability for the stay is on its way. */
export const CheckingAvailability: Story = { args: { data: hotelPageData({ availability: undefined }) } };
/** New dates being priced: the rooms dim under the spinner. */
export const PricingNewDates: Story = { args: { loading: true } };
export const AvailabilityFailed: Story = { args: { data: hotelPageData({ availability: null }) } };
export const SoldOutWithSimilarStays: Story = { args: { data: soldOutPageData() } };
/** Minimum two rooms and a corrected stay: the notices above the rooms. */
export const StayCorrected: Story = {
  args: {
    data: hotelPageData({
      availability: availability({
        dates_corrected: true,
        checkin: '2030-05-02',
        checkout: '2030-05-04',
        rooms_config_adjusted: true,
        restrictions: { ...availability().restrictions, minMaxRestriction: { present: true, minRoom: 2, maxRoom: 10 } },
      }),
    }),
  },
};
/** Dunelight Homes: a whole home in Amsterdam, in euros with tax included. */
export const HolidayHomeInAmsterdam: Story = { args: { data: amsterdamHomePageData() } };
