import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandLogo } from '../../storybook/BrandLogo';
import { SiteHeader } from './SiteHeader';

const meta: Meta<typeof SiteHeader> = { title: 'UI/SiteHeader', component: SiteHeader, args: { logo: <BrandLogo /> } };
export default meta;
type Story = StoryObj<typeof SiteHeader>;

const links = (
  <ul>
    <li>
      <a href="/about">About us</a>
    </li>
    <li>
      <a href="/partner-with-us">Partner with us</a>
    </li>
    <li>
      <a href="/login">Login</a>
    </li>
  </ul>
);

export const WithNavigation: Story = { args: { navigation: links, navigationLabel: 'Main' } };
/** Microsite mode: the logo only. */
export const Microsite: Story = {};
export const OverTheHero: Story = {
  args: { navigation: links, navigationLabel: 'Main', variant: 'overlay' },
  decorators: [
    (Story) => (
      <div style={{ paddingBlockEnd: 96, background: 'linear-gradient(120deg, var(--color-hero-start), var(--color-hero-end))' }}>
        <Story />
      </div>
    ),
  ],
};
