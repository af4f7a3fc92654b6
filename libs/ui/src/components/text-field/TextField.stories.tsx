import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta: Meta<typeof TextField> = { title: 'UI/TextField', component: TextField, args: { label: 'Full name', placeholder: 'As on your ID' } };
export default meta;
type Story = StoryObj<typeof TextField>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We send the confirmation here' } };
export const WithError: Story = { args: { error: 'Please enter your full name' } };
export const Filled: Story = { args: { defaultValue: 'Femke de Vries' } };
export const Disabled: Story = { args: { defaultValue: 'Asha Verma', disabled: true, hint: 'Your name as on your account' } };
