import { defineMessages } from 'react-intl';

export const dealMessages = defineMessages<{
  discount: { percent: string };
  bookBy: { date: string };
  stayWindow: { from: string; until: string };
  propertiesHeading: { count: number };
  termsLink: Record<never, never>;
  citiesLink: { count: number };
  termsTitle: Record<never, never>;
  citiesTitle: { deal: string };
  cityLink: { city: string };
}>({
  discount: { id: 'web.deal.discount', defaultMessage: '{percent} off' },
  bookBy: { id: 'web.deal.bookBy', defaultMessage: 'Book by {date}' },
  stayWindow: { id: 'web.deal.stayWindow', defaultMessage: 'For stays from {from} to {until}' },
  propertiesHeading: { id: 'web.deal.propertiesHeading', defaultMessage: '{count, plural, one {# stay with this deal} other {# stays with this deal}}' },
  termsLink: { id: 'web.deal.termsLink', defaultMessage: 'Terms and conditions' },
  citiesLink: { id: 'web.deal.citiesLink', defaultMessage: '{count, plural, one {See the # city} other {See the # cities}}' },
  termsTitle: { id: 'web.deal.termsTitle', defaultMessage: 'Terms and conditions' },
  citiesTitle: { id: 'web.deal.citiesTitle', defaultMessage: 'Cities in {deal}' },
  cityLink: { id: 'web.deal.cityLink', defaultMessage: 'Stays in {city}' },
});
