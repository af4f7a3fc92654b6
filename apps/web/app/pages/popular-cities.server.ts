import { getCities, type City } from '@stays/api-client';
import { POPULAR_LOCATIONS_LIMIT, type CountryConfig } from '@stays/brand-config';
import { serverApi } from '../site/api.server';
import type { SiteContext } from '../site/site-context';

/** Whose popular cities a home shows: its country's, the brand's when the country has none yet, or the site's (at /). */
export type PopularScope = 'country' | 'brand' | 'site';

/**
 * The popular cities of a home: at /{cc}/ the country's own when the brand has stays there, else the brand's (and the
 * page says so); at / the site's. The country's configured popular cities come first, in their order, under their
 * Arabic names for a guest reading Arabic (accounts-commerce §3 "display_name (Arabic markets)"). Each counts the
 * brand's own stays, as the brand's listing of the city shows them.
 */
export async function popularCitiesFor(
  site: SiteContext,
  country: CountryConfig,
  homeCountry: CountryConfig | null,
): Promise<{ cities: City[]; scope: PopularScope }> {
  const api = serverApi(site.locale);
  const ask = async (countryId: number | null) => {
    const { cities } = await getCities(api, { popular: 'true', brand_name: site.brandId, ...(countryId ? { country_id: countryId } : {}) });
    return cities.filter((city) => site.countryIds.includes(city.country_id));
  };
  const citiesOf = homeCountry?.id ?? site.siteCountryId;
  // A market the brand has no stays in (Japan on the hotel brand) has no cities to ask for.
  const own = citiesOf === null || site.countryIds.includes(citiesOf) ? await ask(citiesOf) : [];
  const [cities, scope]: [City[], PopularScope] = !homeCountry ? [own, 'site'] : own.length > 0 ? [own, 'country'] : [await ask(null), 'brand'];
  return { cities: arranged(cities, country, site.locale).slice(0, POPULAR_LOCATIONS_LIMIT), scope };
}

function arranged(cities: readonly City[], country: CountryConfig, locale: string): City[] {
  const rank = (city: City) => {
    const index = country.popularCities.findIndex((popular) => popular.slug === city.slug);
    return index === -1 ? country.popularCities.length : index;
  };
  return [...cities]
    .map((city, index) => ({ city, index }))
    .sort((a, b) => rank(a.city) - rank(b.city) || a.index - b.index)
    .map(({ city }) => {
      const displayName = country.popularCities.find((popular) => popular.slug === city.slug)?.displayName;
      return locale === 'ar' && displayName ? { ...city, name: displayName } : city;
    });
}
