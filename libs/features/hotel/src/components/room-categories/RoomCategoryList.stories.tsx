import type { Meta, StoryObj } from '@storybook/react-vite';
import { hotelDetails, roomCategory } from '../../testing/hotel-fixture';
import { withHotelFrame } from '../../testing/story-frame';
import { RoomCategoryList } from './RoomCategoryList';

const categories = hotelDetails().room_categories_with_data;

const meta: Meta<typeof RoomCategoryList> = {
  title: 'Hotel/RoomCategoryList',
  component: RoomCategoryList,
  decorators: [withHotelFrame()],
  args: {
    categories,
    currency: 'INR',
    nights: 2,
    rooms: 1,
    selectedId: 1,
    selectHref: (id) => `/1234/?selected_rcid=${id}`,
    bookHref: (id) => `/1234/?selected_rcid=${id}&modal=bookingSummary`,
    retryHref: '/1234/',
  },
};
export default meta;
type Story = StoryObj<typeof RoomCategoryList>;

/** Bookable categories first, the sold-out Family Suite last with its reasons. */
export const WithSoldOut: Story = {};
export const AllSoldOut: Story = {
  args: { categories: categories.map((category) => ({ ...category, isSoldOut: true, available_rooms: 0, sold_out_reasons: ['noRoomsAvailable'] })) },
};
export const WizardMemberPrices: Story = { args: { wizardMember: true } };
/** The stay's availability is on its way. */
export const Checking: Story = { args: { state: 'partial' } };
/** A new stay being priced: the list dims under the spinner. */
export const PricingNewDates: Story = { args: { state: 'fetching' } };
export const CouldNotBeChecked: Story = { args: { state: 'error' } };
export const NoRoomCategories: Story = { args: { state: 'error', categories: [] } };
/** An open search: 'from' prices, no booking and no sold-out state. */
export const OpenSearch: Story = {
  args: {
    unpriced: true,
    selectedId: null,
    selectHref: undefined,
    bookHref: undefined,
    nights: 0,
    categories: [
      roomCategory({ id: 1, name: 'Deluxe Double', from_price_per_night: 399_900, summed_final_price: 0, summed_slasher_price: null, discount_percentage: 0 }),
      roomCategory({ id: 2, name: 'Premium King', from_price_per_night: null, summed_final_price: 0, summed_slasher_price: null, discount_percentage: 0 }),
    ],
  },
};
