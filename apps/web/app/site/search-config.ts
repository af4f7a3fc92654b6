import { browserApi } from '@stays/feature-account';
import type { SearchConfig } from '@stays/feature-search';
import type { SiteContext } from './site-context';

/** The search feature's settings for this site; the browser calls the API on the same origin, with the guest's session. */
export function searchConfigFor(site: SiteContext): SearchConfig {
  return {
    api: browserApi(site.locale),
    brandName: site.brandId,
    countryIds: site.countryIds,
    countryId: site.countryId,
    timeZone: site.timeZone,
    defaultPropertyType: site.defaultPropertyType,
    micrositeMode: site.micrositeMode,
    openSearch: site.openSearch,
    ...(site.mapStyleUrl ? { mapStyleUrl: site.mapStyleUrl } : {}),
  };
}
