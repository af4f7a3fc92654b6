import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tagline } from './Tagline';

const meta: Meta<typeof Tagline> = {
  title: 'Search/Tagline',
  component: Tagline,
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-hero-start)', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

export const Rotating: StoryObj<typeof Tagline> = {};
