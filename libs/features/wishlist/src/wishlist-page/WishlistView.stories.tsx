import type { Meta, StoryObj } from '@storybook/react-vite';
import { canalHouse, shortlistedProperty, wishlistReply } from '../testing/properties';
import { StoryFrame, storyApi } from '../testing/story-frame';
import { WishlistView } from './WishlistView';

const working = storyApi((path) =>
  path.endsWith('/generateNewLink')
    ? { status: 200, body: { code: 'abcdefghijklmnopqrstuvwx', path: '/wishlist/abcdefghijklmnopqrstuvwx' } }
    : path.endsWith('/removeSharedWishlist')
      ? { status: 200, body: { code: null, path: null } }
      : { status: 200, body: { hotel_id: 101, isShortListed: false, default_shortlist: { count: 1, max_items: 50, code: null } } },
);
const failing = storyApi(() => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } }));

const meta: Meta<typeof WishlistView> = {
  title: 'Wishlist/WishlistView',
  component: WishlistView,
  args: { api: working, csrfToken: 'csrf', hotelHref: (property) => `/${property.id}/`, origin: 'https://stays.example', searchHref: '/' },
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof WishlistView>;

export const WithStays: Story = { args: { reply: wishlistReply([shortlistedProperty(), canalHouse]) } };
export const Shared: Story = { args: { reply: wishlistReply([shortlistedProperty(), canalHouse], 'abcdefghijklmnopqrstuvwx') } };
export const Empty: Story = { args: { reply: wishlistReply([]) } };
export const RemoveFails: Story = { args: { reply: wishlistReply([shortlistedProperty(), canalHouse]), api: failing } };
export const WaitingForSession: Story = { args: { reply: wishlistReply([canalHouse]), csrfToken: null } };
