import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo';

const meta: Meta<typeof Logo> = { title: 'UI/Logo', component: Logo };
export default meta;
type Story = StoryObj<typeof Logo>;

export const Nivaas: Story = {
  args: { theme: 'nivaas', name: 'Nivaas' },
  render: (args) => (
    <div data-theme="nivaas">
      <Logo {...args} />
    </div>
  ),
};
export const DunelightHomes: Story = {
  args: { theme: 'dunelight', name: 'Dunelight Homes' },
  render: (args) => (
    <div data-theme="dunelight">
      <Logo {...args} />
    </div>
  ),
};
