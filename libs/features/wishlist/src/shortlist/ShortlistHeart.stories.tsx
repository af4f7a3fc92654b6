import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame, storyApi } from '../testing/story-frame';
import { ShortlistHeart } from './ShortlistHeart';
import { ShortlistProvider } from './ShortlistProvider';

const saved = storyApi(() => ({ status: 200, body: { hotel_id: 101, isShortListed: true, default_shortlist: { count: 1, max_items: 50, code: null } } }));
const full = storyApi(() => ({ status: 409, body: { statusCode: 409, code: 'WISHLIST_FULL', message: 'full' } }));

interface Args {
  variant: 'overlay' | 'inline';
  isShortListed: boolean;
  api: typeof saved;
}

/** The heart inside its provider: press it to see the optimistic fill, the snackbar, and the rollback when the call fails. */
const meta: Meta<Args> = {
  title: 'Wishlist/ShortlistHeart',
  args: { variant: 'overlay', isShortListed: false, api: saved },
  render: ({ variant, isShortListed, api }) => (
    <StoryFrame>
      <div style={{ padding: 24, background: '#7a8ba0', display: 'inline-block' }}>
        <ShortlistProvider api={api} csrfToken="csrf" userPending={false}>
          <ShortlistHeart hotel={{ id: 101, name: 'Baga Beach Resort', isShortListed }} variant={variant} />
        </ShortlistProvider>
      </div>
    </StoryFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const OnACard: Story = {};
export const AlreadySaved: Story = { args: { isShortListed: true } };
export const OnTheHotelPage: Story = { args: { variant: 'inline' } };
export const WishlistFull: Story = { args: { api: full } };
