import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../testing/story-frame';
import { ShortlistStatus } from './ShortlistStatus';

const meta: Meta<typeof ShortlistStatus> = {
  title: 'Wishlist/ShortlistStatus',
  component: ShortlistStatus,
  args: { wishlistHref: '/wishlist', onDismiss: () => undefined },
  decorators: [
    (Story) => (
      <StoryFrame>
        <div style={{ minHeight: 160 }}>
          <Story />
        </div>
      </StoryFrame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ShortlistStatus>;

export const Saved: Story = { args: { message: { kind: 'added', text: 'Baga Beach Resort is on your wishlist.', id: 1 } } };
export const Removed: Story = { args: { message: { kind: 'removed', text: 'Baga Beach Resort is off your wishlist.', id: 2 } } };
export const Failed: Story = { args: { message: { kind: 'error', text: 'We could not update your wishlist. Please try again.', id: 3 } } };
