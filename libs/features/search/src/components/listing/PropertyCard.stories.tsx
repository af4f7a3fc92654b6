import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartToggle, MemberPricingProvider } from '@stays/ui';
import { hotelSummary } from '../../testing/fixtures';
import { withSearchFeature } from '../../testing/story-providers';
import { bagaBeachResort, canalHouseJordaan, duneCottage, mayStay } from '../../testing/story-fixtures';
import { PropertyCard } from './PropertyCard';

const meta: Meta<typeof PropertyCard> = {
  title: 'Search/PropertyCard',
  component: PropertyCard,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: '0 auto', padding: 0, maxWidth: 880 }}>
        <Story />
      </ul>
    ),
    withSearchFeature,
  ],
  args: { hotel: hotelSummary(), stay: mayStay, eager: true },
};
export default meta;
type Story = StoryObj<typeof PropertyCard>;

/** Per night and in total for the stay, the struck usual rate and the discount, taxes on top in India. */
export const WithPrice: Story = {};
/** A signed-in wizard member: the member price, the usual one struck through with the "Wizard price" label. */
export const WizardMemberPrice: Story = {
  decorators: [
    (Story) => (
      <MemberPricingProvider wizardDiscountPercent={10}>
        <Story />
      </MemberPricingProvider>
    ),
  ],
};
export const NoDiscount: Story = {
  args: {
    hotel: hotelSummary({
      slasher_percentage: 0,
      pricing_details: {
        nights: 2,
        rooms: 1,
        price_per_night: 249_900,
        total_price: 499_800,
        slasher_price: null,
        discount_percentage: 0,
        tax_clusivity: 'exclusive',
        room_category_id: 1,
      },
    }),
  },
};
/** Top rated, with only one room left. */
export const TopRatedLastRoom: Story = { args: { hotel: bagaBeachResort } };
/** A deal: the price dropped against the usual rate for the same night. */
export const PriceDropped: Story = { args: { hotel: duneCottage } };
export const SoldOut: Story = { args: { hotel: hotelSummary({ isSoldOut: true, available_rooms: 0, pricing_details: null }) } };
/** An open search (no dates): the cheapest night of the next 30. */
export const FromPrice: Story = {
  args: {
    hotel: hotelSummary({ pricing_details: null, available_rooms: 0, from_price_per_night: 199_900 }),
    stay: { ...mayStay, checkin: '', checkout: '', isOpenSearch: true },
  },
};
/** An open search with no free night in the window: dates are asked for. */
export const NoPriceYet: Story = {
  args: {
    hotel: hotelSummary({ pricing_details: null, available_rooms: 0, from_price_per_night: null }),
    stay: { ...mayStay, checkin: '', checkout: '', isOpenSearch: true },
  },
};
/** A flexible-days search: the price is for other dates, which the card names. */
export const OtherDates: Story = { args: { hotel: hotelSummary({ flexible_dates: { checkin: '2030-05-02', checkout: '2030-05-04' } }) } };
/** Near the guest's position: the distance beside the place. */
export const NearYou: Story = { args: { hotel: hotelSummary({ distance: 1.4, distance_unit: 'km' }) } };
/** With the wishlist heart the app puts over the picture. */
export const WithHeart: Story = { args: { action: <HeartToggle label="Save Nivaas Residency Colaba" pressed={false} /> } };
/** Dunelight Homes: a whole home in Amsterdam, tax included. */
export const HolidayHome: Story = {
  args: { hotel: canalHouseJordaan, stay: { checkin: '2030-06-12', checkout: '2030-06-13', rooms: [{ adults: 3, children: 0, infants: 0, pets: 0 }] } },
};
