import type { Decorator } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';

/** Stories render in English with the components' default messages. */
export const withEnglish: Decorator = (Story) => (
  <IntlProvider locale="en" defaultLocale="en">
    <Story />
  </IntlProvider>
);
