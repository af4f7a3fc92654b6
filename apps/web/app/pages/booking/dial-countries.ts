import { countryById } from '@stays/brand-config';
import type { DialCountry } from '@stays/feature-booking';
import type { SiteContext } from '../../site/site-context';

/** The dial codes a guest may give on this site: the site's country first, then the brand's other countries. */
export function dialCountriesFor(site: Pick<SiteContext, 'countryId' | 'countryIds'>): DialCountry[] {
  const ids = [site.countryId, ...site.countryIds.filter((id) => id !== site.countryId)];
  const seen = new Set<string>();
  const countries: DialCountry[] = [];
  for (const id of ids) {
    const country = countryById(id);
    if (!country || seen.has(country.dialCode)) continue;
    seen.add(country.dialCode);
    countries.push({ dialCode: country.dialCode, name: country.name, phoneLength: country.phoneLength });
  }
  return countries;
}
