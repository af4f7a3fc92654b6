import type { Meta, StoryObj } from '@storybook/react-vite';
import { hotelSummary } from '../../testing/fixtures';
import { withSearchFeature } from '../../testing/story-providers';
import { ListingResults } from './ListingResults';

const meta: Meta<typeof ListingResults> = { title: 'Search/ListingResults', component: ListingResults, decorators: [withSearchFeature] };
export default meta;
type Story = StoryObj<typeof ListingResults>;

const base = hotelSummary();
const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };

export const Results: Story = {
  args: {
    cityName: 'Mumbai',
    propertyType: 'hotel',
    totalCount: 2,
    stay,
    hotels: [hotelSummary(), hotelSummary({ id: 2, name: 'Nivaas Bandra Bay', available_rooms: 1, pricing_details: base.pricing_details && { ...base.pricing_details, slasher_price: null, discount_percentage: 0 } })],
  },
};
export const Empty: Story = { args: { cityName: 'Mumbai', propertyType: 'hotel', totalCount: 0, hotels: [], stay } };
/** An open search (no dates): 'from' prices, no totals, nothing claimed available or sold out. */
export const OpenSearch: Story = {
  args: {
    cityName: 'Mumbai',
    propertyType: 'hotel',
    totalCount: 2,
    stay: { checkin: '', checkout: '', rooms: stay.rooms, isOpenSearch: true },
    hotels: [
      hotelSummary({ pricing_details: null, available_rooms: 0, from_price_per_night: 199_900 }),
      hotelSummary({ id: 2, name: 'Nivaas Bandra Bay', pricing_details: null, available_rooms: 0, from_price_per_night: null }),
    ],
  },
};
