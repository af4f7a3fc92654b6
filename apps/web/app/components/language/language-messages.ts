import { defineMessages } from 'react-intl';

export const languageMessages = defineMessages<{
  control: Record<never, never>;
  current: Record<never, never>;
  title: Record<never, never>;
  pageTitle: { brand: string };
  description: { brand: string };
  lead: Record<never, never>;
  unknown: Record<never, never>;
  back: Record<never, never>;
}>({
  control: { id: 'web.language.control', defaultMessage: 'Language' },
  current: { id: 'web.language.current', defaultMessage: '(current language)' },
  title: { id: 'web.language.title', defaultMessage: 'Choose your language' },
  pageTitle: { id: 'web.language.pageTitle', defaultMessage: 'Language | {brand}' },
  description: { id: 'web.language.description', defaultMessage: 'Choose the language {brand} shows its pages, prices and dates in.' },
  lead: {
    id: 'web.language.lead',
    defaultMessage: 'Pages, prices and dates are shown in the language you choose. We remember your choice on this device for a year.',
  },
  unknown: { id: 'web.language.unknown', defaultMessage: 'We do not offer that language here. Please choose one of these.' },
  back: { id: 'web.language.back', defaultMessage: 'Back to the page you were on' },
});
