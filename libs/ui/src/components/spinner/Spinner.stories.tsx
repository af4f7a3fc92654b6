import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';
import { withEnglish } from '../../storybook/with-english';

const meta: Meta<typeof Spinner> = { title: 'UI/Spinner', component: Spinner, decorators: [withEnglish] };
export default meta;

export const Default: StoryObj<typeof Spinner> = {};
export const WithLabel: StoryObj<typeof Spinner> = { args: { label: 'Finding places…' } };
