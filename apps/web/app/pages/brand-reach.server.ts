import { getCities } from '@stays/api-client';
import { serverApi } from '../site/api.server';
import type { SiteContext } from '../site/site-context';

/**
 * What the home's tagline claims, counted from the catalogue: the cities of the brand's countries where it has
 * bookable stays of its kind, and the countries they lie in.
 */
export async function brandReach(site: SiteContext): Promise<{ cities: number; countries: number }> {
  const { cities } = await getCities(serverApi(site.locale), { brand_name: site.brandId });
  const served = cities.filter((city) => city.property_count > 0 && site.countryIds.includes(city.country_id));
  return { cities: served.length, countries: new Set(served.map((city) => city.country_id)).size };
}
