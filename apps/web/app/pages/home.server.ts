import { defineMessages } from 'react-intl';
import { getCities, type City } from '@stays/api-client';
import { POPULAR_LOCATIONS_LIMIT, countryById, type CountryConfig } from '@stays/brand-config';
import { defaultRoomsFor, defaultStayDates } from '@stays/validation';
import { serverApi } from '../site/api.server';
import { serverIntl } from '../site/intl.server';
import type { SiteContext } from '../site/site-context';

const messages = defineMessages<{ title: { brand: string }; description: { brand: string } }>({
  title: { id: 'web.home.title', defaultMessage: '{brand}: book hotels and homes at the best prices' },
  description: {
    id: 'web.home.description',
    defaultMessage: 'Book hotels and holiday homes with {brand}: pick your destination and dates, compare rooms and prices, and book in 3 taps.',
  },
});

/**
 * A home page (guest-journey §2): the site's own at /, or at /{country code}/ the home of one of the brand's
 * countries that has its own home page, with that country's popular cities and stay dates.
 */
export async function loadHome(site: SiteContext, homeCountry: CountryConfig | null) {
  const country = homeCountry ?? (countryById(site.countryId) as CountryConfig);
  const citiesOf = homeCountry?.id ?? site.siteCountryId;
  // The first stay of the site: the country's default dates and occupancy (guest-journey §9 "Default room config").
  const stay = { ...defaultStayDates(new Date(), country), rooms: defaultRoomsFor(country) };
  const [{ cities }, intl] = await Promise.all([
    getCities(serverApi(site.locale), { popular: 'true', ...(citiesOf ? { country_id: citiesOf } : {}) }),
    serverIntl(site.locale),
  ]);
  const popular: City[] = cities.filter((city) => site.countryIds.includes(city.country_id)).slice(0, POPULAR_LOCATIONS_LIMIT);
  return {
    kind: 'home' as const,
    stay,
    popular,
    meta: {
      title: intl.formatMessage(messages.title, { brand: site.brandName }),
      description: intl.formatMessage(messages.description, { brand: site.brandName }),
      // A country site's own country lives at its /: /nl/ on nl.homes… is that page under a second address.
      canonical: `${site.origin}/${homeCountry && homeCountry.id !== site.siteCountryId ? `${homeCountry.code}/` : ''}`,
      siteName: site.brandName,
    },
  };
}
