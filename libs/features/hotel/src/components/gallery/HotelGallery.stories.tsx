import type { Meta, StoryObj } from '@storybook/react-vite';
import { fivePhotos } from '../../testing/story-fixtures';
import { HotelGallery } from './HotelGallery';

const meta: Meta<typeof HotelGallery> = { title: 'Hotel/HotelGallery', component: HotelGallery, args: { name: 'Nivaas Residency Colaba' } };
export default meta;
type Story = StoryObj<typeof HotelGallery>;

/** The first picture large, four beside it (in a row under it on phones). */
export const FivePhotos: Story = { args: { images: fivePhotos } };
export const OnePhoto: Story = { args: { images: fivePhotos.slice(0, 1) } };
