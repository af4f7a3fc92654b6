import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeader } from './SiteHeader';
import { Logo } from '../logo/Logo';

const meta: Meta<typeof SiteHeader> = { title: 'UI/SiteHeader', component: SiteHeader };
export default meta;

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

export const Nivaas: StoryObj<typeof SiteHeader> = {
  render: () => (
    <div data-theme="nivaas">
      <SiteHeader logo={<a href="/"><Logo theme="nivaas" name="Nivaas" /></a>} navigation={links} navigationLabel="Main" />
    </div>
  ),
};

export const Microsite: StoryObj<typeof SiteHeader> = {
  render: () => (
    <div data-theme="dunelight">
      <SiteHeader logo={<a href="/"><Logo theme="dunelight" name="Dunelight Homes" /></a>} />
    </div>
  ),
};
