import type { Preview } from '@storybook/react-vite';
import '../libs/ui/src/tokens/tokens.css';
import { loadCatalogueMessages } from './catalogue-messages';
import { withBrandAndDirection } from './with-brand-and-direction';

const preview: Preview = {
  decorators: [withBrandAndDirection],
  loaders: [loadCatalogueMessages],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'nivaas', title: 'Nivaas' },
          { value: 'dunelight', title: 'Dunelight Homes' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'nl', 'de', 'fr', 'es', 'it', 'hi', 'ar'], dynamicTitle: true },
    },
    view: {
      description: 'Both brands and right to left at once',
      toolbar: {
        title: 'View',
        icon: 'sidebyside',
        items: [
          { value: 'one', title: 'One brand and locale' },
          { value: 'side-by-side', title: 'Nivaas, Dunelight Homes and Arabic side by side' },
          { value: 'stacked', title: 'Nivaas, Dunelight Homes and Arabic one above another' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'nivaas', locale: 'en', view: 'one' },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
