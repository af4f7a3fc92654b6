import { defineMessages } from 'react-intl';
import { countryById, type CountryConfig } from '@stays/brand-config';
import { defaultRoomsFor, defaultStayDates } from '@stays/validation';
import { serverIntl } from '../site/intl.server';
import type { SiteContext } from '../site/site-context';
import { countryHomeContent } from './country-home.server';
import { organizationJsonLd } from './organization-json-ld';
import { popularCitiesFor } from './popular-cities.server';
import { brandReach } from './brand-reach.server';

const messages = defineMessages<{ title: { brand: string }; description: { brand: string } }>({
  title: { id: 'web.home.title', defaultMessage: '{brand}: book hotels and homes at the best prices' },
  description: {
    id: 'web.home.description',
    defaultMessage: 'Book hotels and holiday homes with {brand}: pick your destination and dates, compare rooms and prices, and book in 3 taps.',
  },
});

/**
 * A home page (guest-journey §2): the site's own at /, or at /{country code}/ the home of one of the countries the
 * brand serves that has its own home page, with that country's title, tagline, currency, stay dates (a week ahead in
 * Japan), popular cities (the brand's when it has no stays there yet), the brand's reach for the tagline and footer; with the site's office as JSON-LD.
 */
export async function loadHome(site: SiteContext, homeCountry: CountryConfig | null) {
  const country = homeCountry ?? (countryById(site.countryId) as CountryConfig);
  // The first stay of the site: the country's default dates and occupancy (guest-journey §9 "Default room config").
  const stay = { ...defaultStayDates(new Date(), country), rooms: defaultRoomsFor(country) };
  const [{ cities: popular, scope: popularScope }, reach, intl] = await Promise.all([
    popularCitiesFor(site, country, homeCountry),
    brandReach(site),
    serverIntl(site.locale),
  ]);
  const countryHome = homeCountry ? countryHomeContent(site, homeCountry, intl) : null;
  // A country site's own home is its country's home too: the same title and description.
  const countryMeta = countryHome ?? (site.siteCountryId ? countryHomeContent(site, country, intl) : null);
  return {
    kind: 'home' as const,
    stay,
    popular,
    popularScope,
    reach,
    countryHome: countryHome?.intro ?? null,
    footerCountryCode: country.code,
    organization: organizationJsonLd(site, country),
    meta: {
      title: countryMeta?.title ?? intl.formatMessage(messages.title, { brand: site.brandName }),
      description: countryMeta?.description ?? intl.formatMessage(messages.description, { brand: site.brandName }),
      // A country site's own country lives at its /: /nl/ on nl.homes… is that page under a second address.
      canonical: `${site.origin}/${homeCountry && homeCountry.id !== site.siteCountryId ? `${homeCountry.code}/` : ''}`,
      siteName: site.brandName,
    },
  };
}
