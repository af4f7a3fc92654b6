import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './Image';

const meta: Meta<typeof Image> = { title: 'UI/Image', component: Image };
export default meta;

const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260"><rect width="400" height="260" fill="#c8401f"/><circle cx="300" cy="80" r="40" fill="#f4a300"/></svg>',
  );

export const Loaded: StoryObj<typeof Image> = { args: { src: picture, alt: 'Sunset over the hotel', width: 400, height: 260 } };
export const Placeholder: StoryObj<typeof Image> = { args: { src: '/never-loads.svg', alt: 'A picture that has not loaded', width: 400, height: 260 } };
