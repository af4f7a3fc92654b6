import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import '../libs/ui/src/tokens/tokens.css';

const RIGHT_TO_LEFT = new Set(['ar']);

/** Applies the brand theme and the writing direction the site sets on <html>. */
function BrandAndLocale({ theme, locale, children }: { theme: string; locale: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
    document.documentElement.lang = locale;
    document.documentElement.dir = RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
  }, [theme, locale]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={() => undefined}>
      {children}
    </IntlProvider>
  );
}

const withBrandAndLocale: Decorator = (Story, context) => (
  <BrandAndLocale theme={context.globals['theme'] as string} locale={context.globals['locale'] as string}>
    <Story />
  </BrandAndLocale>
);

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
