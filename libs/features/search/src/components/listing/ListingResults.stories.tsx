import type { Meta, StoryObj } from '@storybook/react-vite';
import { hotelSummary } from '../../testing/fixtures';
import { withSearchFeature } from '../../testing/story-providers';
import { bagaBeachResort, canalHouseJordaan, duneCottage, mayStay as stay, mumbaiResults } from '../../testing/story-fixtures';
import { ListingResults } from './ListingResults';

const meta: Meta<typeof ListingResults> = { title: 'Search/ListingResults', component: ListingResults, decorators: [withSearchFeature] };
export default meta;
type Story = StoryObj<typeof ListingResults>;

export const Results: Story = { args: { cityName: 'Mumbai', propertyType: 'hotel', totalCount: 87, stay, hotels: mumbaiResults } };
export const Empty: Story = { args: { cityName: 'Mumbai', propertyType: 'hotel', totalCount: 0, hotels: [], stay } };
/** Nothing free in Goa: the alternate search's stays below the way out. */
export const EmptyWithAlternates: Story = { args: { cityName: 'Goa', propertyType: 'hotel', totalCount: 0, hotels: [], alternates: [bagaBeachResort], stay } };
/** An open search (no dates): 'from' prices, no totals, nothing claimed available or sold out. */
export const OpenSearch: Story = {
  args: {
    cityName: 'Mumbai',
    propertyType: 'hotel',
    totalCount: 2,
    stay: { checkin: '', checkout: '', rooms: stay.rooms, isOpenSearch: true },
    hotels: [
      hotelSummary({ pricing_details: null, available_rooms: 0, from_price_per_night: 199_900 }),
      hotelSummary({
        id: 1305,
        name: 'Nivaas Bandra Bay',
        best_image: '/api/pwa/images/1305/0.svg',
        pricing_details: null,
        available_rooms: 0,
        from_price_per_night: null,
      }),
    ],
  },
};
/** Searched from the guest's own position: no place name, a distance on each card. */
export const NearYou: Story = {
  args: {
    cityName: null,
    propertyType: 'hotel',
    totalCount: 2,
    stay,
    hotels: mumbaiResults.slice(0, 2).map((hotel, index) => ({ ...hotel, distance: 0.8 + index * 1.5, distance_unit: 'km' as const })),
  },
};
/** Dunelight Homes: homes near Amsterdam in euros. */
export const HomesNearAmsterdam: Story = {
  args: {
    cityName: 'Amsterdam',
    relation: 'near',
    propertyType: 'home',
    totalCount: 2,
    hotels: [canalHouseJordaan, duneCottage],
    stay: { checkin: '2030-06-12', checkout: '2030-06-13', rooms: [{ adults: 3, children: 0, infants: 0, pets: 0 }] },
  },
};
