import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import '../libs/ui/src/tokens/tokens.css';

const RIGHT_TO_LEFT = new Set(['ar']);

/** Applies the brand theme and the writing direction the site sets on <html>. */
const withBrandAndLocale: Decorator = (Story, context) => {
  const theme = context.globals['theme'] as string;
  const locale = context.globals['locale'] as string;
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
    document.documentElement.lang = locale;
    document.documentElement.dir = RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
  }, [theme, locale]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={() => undefined}>
      <Story />
    </IntlProvider>
  );
};

const preview: Preview = {
  decorators: [withBrandAndLocale],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [{ value: 'nivaas', title: 'Nivaas' }, { value: 'dunelight', title: 'Dunelight Homes' }], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'nl', 'de', 'fr', 'es', 'it', 'hi', 'ar'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'nivaas', locale: 'en' },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
