import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormError } from './FormError';

const meta: Meta<typeof FormError> = { title: 'UI/FormError', component: FormError };
export default meta;

export const WithMessage: StoryObj<typeof FormError> = { args: { message: 'Please enter your destination' } };
export const Empty: StoryObj<typeof FormError> = { args: { message: null } };
