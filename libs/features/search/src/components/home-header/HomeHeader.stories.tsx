import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '@stays/ui';
import { withSearchFeature } from '../../testing/story-providers';
import { HomeHeader } from './HomeHeader';

const meta: Meta<typeof HomeHeader> = { title: 'Search/HomeHeader', component: HomeHeader, decorators: [withSearchFeature] };
export default meta;

export const Nivaas: StoryObj<typeof HomeHeader> = {
  args: {
    logo: (
      <a href="/">
        <Logo theme="nivaas" name="Nivaas" />
      </a>
    ),
  },
};
