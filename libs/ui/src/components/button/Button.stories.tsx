import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta: Meta<typeof Button> = { title: 'UI/Button', component: Button, args: { children: 'Search' } };
export default meta;
type Story = StoryObj<typeof Button>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Near me' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Login' } };
export const LargeFullWidth: Story = { args: { size: 'lg', fullWidth: true } };
export const Disabled: Story = { args: { disabled: true } };
/** A submit under way: the booking summary's button while the booking is made. */
export const Submitting: Story = { args: { size: 'lg', fullWidth: true, disabled: true, 'aria-busy': true, children: 'Booking…' } };
