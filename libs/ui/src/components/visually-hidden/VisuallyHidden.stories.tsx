import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta: Meta<typeof VisuallyHidden> = { title: 'UI/VisuallyHidden', component: VisuallyHidden };
export default meta;

export const InsideAButton: StoryObj<typeof VisuallyHidden> = {
  render: () => (
    <button type="button">
      ★<VisuallyHidden>Save to wishlist</VisuallyHidden>
    </button>
  ),
};
