import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartToggle } from './HeartToggle';

const meta: Meta<typeof HeartToggle> = {
  title: 'UI/HeartToggle',
  component: HeartToggle,
  args: { label: 'Save Baga Beach Resort', pressed: false },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: '#7a8ba0', display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof HeartToggle>;

export const NotSaved: Story = {};
export const Saved: Story = { args: { pressed: true } };
export const InlineWithText: Story = { args: { variant: 'inline', text: 'Save', pressed: false } };
export const InlineSaved: Story = { args: { variant: 'inline', text: 'Saved', pressed: true } };
export const Busy: Story = { args: { pressed: true, disabled: true } };
function TogglingHeart(args: Parameters<typeof HeartToggle>[0]) {
  const [pressed, setPressed] = useState(false);
  return <HeartToggle {...args} pressed={pressed} onClick={() => setPressed((value) => !value)} />;
}

export const Toggling: Story = { render: (args) => <TogglingHeart {...args} /> };
