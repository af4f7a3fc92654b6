import type { Meta, StoryObj } from '@storybook/react-vite';
import { WizardPriceTag } from './WizardPriceTag';

const meta: Meta<typeof WizardPriceTag> = { title: 'UI/WizardPriceTag', component: WizardPriceTag };
export default meta;
type Story = StoryObj<typeof WizardPriceTag>;

export const Rupees: Story = { args: { usualMinor: 249_900, currency: 'INR' } };
