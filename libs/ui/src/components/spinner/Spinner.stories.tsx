import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta: Meta<typeof Spinner> = { title: 'UI/Spinner', component: Spinner };
export default meta;

export const Default: StoryObj<typeof Spinner> = {};
export const WithLabel: StoryObj<typeof Spinner> = { args: { label: 'Finding places…' } };
