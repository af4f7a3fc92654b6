import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandLogo } from '@stays/ui/storybook';
import { withSearchFeature } from '../../testing/story-providers';
import { HomeHeader } from './HomeHeader';

const meta: Meta<typeof HomeHeader> = { title: 'Search/HomeHeader', component: HomeHeader, decorators: [withSearchFeature], args: { logo: <BrandLogo /> } };
export default meta;

/** The brand's hero with 'Login' in the header links. */
export const SignedOut: StoryObj<typeof HomeHeader> = {};
