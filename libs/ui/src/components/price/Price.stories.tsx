import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta: Meta<typeof Price> = { title: 'UI/Price', component: Price };
export default meta;
type Story = StoryObj<typeof Price>;

export const Rupees: Story = { args: { amountMinor: 249_900, currency: 'INR', size: 'lg' } };
export const Euros: Story = { args: { amountMinor: 8_950, currency: 'EUR' } };
export const Slasher: Story = { args: { amountMinor: 320_000, currency: 'INR', struck: true, size: 'sm' } };
