import type { Meta, StoryObj } from '@storybook/react-vite';
import { modalDialogParameters } from '@stays/ui/storybook';
import { hotelSummary } from '../../testing/fixtures';
import { withSearchFeature } from '../../testing/story-providers';
import { DEFAULT_LISTING_QUERY } from '../../utils/listing-query';
import { ListingWithControls } from './ListingWithControls';

const meta: Meta<typeof ListingWithControls> = { title: 'Search/ListingWithControls', component: ListingWithControls, decorators: [withSearchFeature] };
export default meta;
type Story = StoryObj<typeof ListingWithControls>;

const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };
const args = {
  path: '/hotels-in-mumbai',
  stay,
  cityName: 'Mumbai',
  propertyType: 'hotel' as const,
  currency: 'INR',
  totalCount: 87,
  hotels: [hotelSummary(), hotelSummary({ id: 2, name: 'Nivaas Bandra Bay' })],
  modal: null,
};

export const Filtered: Story = {
  args: { ...args, query: { ...DEFAULT_LISTING_QUERY, sort: 'price_low_to_high', priceMax: 5000, amenities: [1, 4], page: 2 } },
};
export const FiltersModal: Story = {
  args: { ...args, query: DEFAULT_LISTING_QUERY, modal: 'filters' },
  globals: { viewport: { value: 'mobile1' } },
  parameters: modalDialogParameters,
};
export const SortersModal: Story = {
  args: { ...args, query: DEFAULT_LISTING_QUERY, modal: 'sorters' },
  globals: { viewport: { value: 'mobile1' } },
  parameters: modalDialogParameters,
};
