import { defineMessages, type IntlShape } from 'react-intl';
import type { CountryConfig } from '@stays/brand-config';
import type { SiteContext } from '../site/site-context';

type Texts = { brand: string; country: string };

/** The brand's kind of stay words each text: one message per kind, so that each language words it its own way. */
const messages = defineMessages<{
  titleHotels: Texts;
  titleHomes: Texts;
  descriptionHotels: Texts;
  descriptionHomes: Texts;
  taglineHotels: Pick<Texts, 'country'>;
  taglineHomes: Pick<Texts, 'country'>;
}>({
  titleHotels: { id: 'web.countryHome.titleHotels', defaultMessage: '{brand} {country}: book hotels at the best prices' },
  titleHomes: { id: 'web.countryHome.titleHomes', defaultMessage: '{brand} {country}: book holiday homes at the best prices' },
  descriptionHotels: {
    id: 'web.countryHome.descriptionHotels',
    defaultMessage: 'Book hotels with {brand} in {country}: pick your destination and dates, compare rooms and prices, and book in 3 taps.',
  },
  descriptionHomes: {
    id: 'web.countryHome.descriptionHomes',
    defaultMessage: 'Book holiday homes with {brand} in {country}: pick your destination and dates, compare homes and prices, and book in 3 taps.',
  },
  taglineHotels: { id: 'web.countryHome.taglineHotels', defaultMessage: 'Hotels for guests in {country}' },
  taglineHomes: { id: 'web.countryHome.taglineHomes', defaultMessage: 'Holiday homes for guests in {country}' },
});

/** What a country's home (/{country code}/) shows of its country: its name, tagline, currency and first check-in. */
export interface CountryHomeIntro {
  code: string;
  /** The country's name in the guest's language. */
  name: string;
  tagline: string;
  currencyCode: string;
  currencyName: string;
  currencySymbol: string;
  defaultCheckinDiff: number;
}

/** The country's name in the page's language ('Japan', 'Japon', 'اليابان'), its English name when Intl has none. */
function countryName(intl: IntlShape, country: CountryConfig): string {
  return intl.formatDisplayName(country.code.toUpperCase(), { type: 'region', fallback: 'none' }) ?? country.name;
}

/** The title, description and intro of a country's home page, in the guest's language, for the brand's kind of stay. */
export function countryHomeContent(site: Pick<SiteContext, 'brandName' | 'defaultPropertyType'>, country: CountryConfig, intl: IntlShape) {
  const name = countryName(intl, country);
  const values = { brand: site.brandName, country: name };
  const homes = site.defaultPropertyType === 'home';
  const intro: CountryHomeIntro = {
    code: country.code,
    name,
    tagline: intl.formatMessage(homes ? messages.taglineHomes : messages.taglineHotels, values),
    currencyCode: country.currencyCode,
    currencyName: intl.formatDisplayName(country.currencyCode, { type: 'currency', fallback: 'code' }) ?? country.currencyCode,
    currencySymbol: country.currencySymbol,
    defaultCheckinDiff: country.defaultCheckinDiff,
  };
  return {
    title: intl.formatMessage(homes ? messages.titleHomes : messages.titleHotels, values),
    description: intl.formatMessage(homes ? messages.descriptionHomes : messages.descriptionHotels, values),
    intro,
  };
}
