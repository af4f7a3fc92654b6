import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppIntlProvider } from '@stays/ui';
import { Tagline } from './Tagline';

const meta: Meta<typeof Tagline> = {
  title: 'Search/Tagline',
  component: Tagline,
  decorators: [
    (Story) => (
      <AppIntlProvider locale="en" messages={{}}>
        <div data-theme="nivaas" style={{ background: 'var(--color-hero-start)', padding: 24 }}>
          <Story />
        </div>
      </AppIntlProvider>
    ),
  ],
};
export default meta;

export const Rotating: StoryObj<typeof Tagline> = {};
