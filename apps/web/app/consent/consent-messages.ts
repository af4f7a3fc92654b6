import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const consentMessages = defineMessages<{
  title: { brand: string };
  intro: NoValues;
  policy: NoValues;
  categories: NoValues;
  necessary: NoValues;
  preferences: NoValues;
  statistics: NoValues;
  refuse: NoValues;
  save: NoValues;
  accept: NoValues;
  settings: NoValues;
}>({
  title: { id: 'web.consent.banner.title', defaultMessage: 'Cookies on {brand}' },
  intro: {
    id: 'web.consent.banner.intro',
    defaultMessage:
      'We use necessary cookies to run this site. With your permission we also remember your preferences, such as your language, and measure how the site is used so we can improve it.',
  },
  policy: { id: 'web.consent.banner.policy', defaultMessage: 'Cookie policy' },
  categories: { id: 'web.consent.banner.categories', defaultMessage: 'Cookies you allow' },
  necessary: { id: 'web.consent.banner.necessary', defaultMessage: 'Necessary (always on)' },
  preferences: { id: 'web.consent.banner.preferences', defaultMessage: 'Preferences' },
  statistics: { id: 'web.consent.banner.statistics', defaultMessage: 'Statistics' },
  refuse: { id: 'web.consent.banner.refuse', defaultMessage: 'Refuse all' },
  save: { id: 'web.consent.banner.save', defaultMessage: 'Save my choices' },
  accept: { id: 'web.consent.banner.accept', defaultMessage: 'Accept all' },
  settings: { id: 'web.consent.footer.settings', defaultMessage: 'Cookie settings' },
});
