import type { Meta, StoryObj } from '@storybook/react-vite';
import { roomCategory } from '../../testing/hotel-fixture';
import { withHotelFrame } from '../../testing/story-frame';
import { RoomCategoryCard } from './RoomCategoryCard';

const meta: Meta<typeof RoomCategoryCard> = {
  title: 'Hotel/RoomCategoryCard',
  component: RoomCategoryCard,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
    withHotelFrame(),
  ],
  args: {
    category: roomCategory(),
    currency: 'INR',
    nights: 2,
    rooms: 1,
    selectHref: '/1234/?selected_rcid=1',
    bookHref: '/1234/?selected_rcid=1&modal=bookingSummary',
  },
};
export default meta;
type Story = StoryObj<typeof RoomCategoryCard>;

/** The chosen room: its price for the stay and Book. */
export const SelectedWithBook: Story = { args: { selected: true } };
export const NotSelected: Story = {
  args: { category: roomCategory({ id: 2, name: 'Premium King', summed_final_price: 600_000, summed_slasher_price: null, discount_percentage: 0 }) },
};
export const OnlyTwoLeft: Story = { args: { category: roomCategory({ available_rooms: 2 }) } };
export const WizardMemberPrice: Story = { args: { selected: true, wizardMember: true } };
export const SoldOut: Story = {
  args: {
    category: roomCategory({ id: 3, name: 'Family Suite', isSoldOut: true, available_rooms: 0, sold_out_reasons: ['noRoomsAvailable', 'fewerThanRequested'] }),
  },
};
/** An open search: from its cheapest night, no way to book yet. */
export const FromPrice: Story = {
  args: {
    unpriced: true,
    nights: 0,
    selectHref: undefined,
    bookHref: undefined,
    category: roomCategory({ from_price_per_night: 399_900, summed_final_price: 0, summed_slasher_price: null, discount_percentage: 0 }),
  },
};
