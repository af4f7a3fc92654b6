import { defineMessages, type IntlShape } from 'react-intl';
import type { CountryConfig } from '@stays/brand-config';

type HomeValues = { brand: string; country: string };

const messages = defineMessages<Record<'hotelsTitle' | 'homesTitle' | 'hotelsDescription' | 'homesDescription', HomeValues>>({
  hotelsTitle: { id: 'web.home.title.hotelsIn', defaultMessage: '{brand}: hotels in {country} at the best prices' },
  homesTitle: { id: 'web.home.title.homesIn', defaultMessage: '{brand}: holiday homes in {country}' },
  hotelsDescription: {
    id: 'web.home.description.hotelsIn',
    defaultMessage: 'Book hotels across {country} with {brand}: pick your destination and dates, compare rooms and prices, and book in 3 taps.',
  },
  homesDescription: {
    id: 'web.home.description.homesIn',
    defaultMessage: 'Book holiday homes across {country} with {brand}: pick your destination and dates, compare homes and prices, and book in 3 taps.',
  },
});

/** The country's name in the guest's language ('Niederlande' for a German guest), from the platform's own names. */
function countryName(locale: string, country: CountryConfig): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country.code.toUpperCase()) ?? country.name;
}

/**
 * Title and description of a country's home (a country site's / or a global site's /{cc}/): the brand, what it sells
 * and the country, in the guest's language. Null for a brand's global home, which sells several countries.
 */
export function countryHomeMeta(intl: IntlShape, site: { brandName: string; defaultPropertyType: 'hotel' | 'home' }, country: CountryConfig | null) {
  if (!country) return null;
  const values = { brand: site.brandName, country: countryName(intl.locale, country) };
  const homes = site.defaultPropertyType === 'home';
  return {
    title: intl.formatMessage(homes ? messages.homesTitle : messages.hotelsTitle, values),
    description: intl.formatMessage(homes ? messages.homesDescription : messages.hotelsDescription, values),
  };
}
