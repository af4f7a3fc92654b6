import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating } from './Rating';

const meta: Meta<typeof Rating> = { title: 'UI/Rating', component: Rating };
export default meta;
type Story = StoryObj<typeof Rating>;

export const Rated: Story = { args: { value: 4.3, count: 128 } };
export const Unrated: Story = { args: { value: null } };
export const OneRating: Story = { args: { value: 5, count: 1 } };
