import { pickMarketingParameters } from '@stays/brand-config';

/** The parameters that name a place to list (/search/'s): without any, /searchaffiliate/ is the search box itself. */
const PLACE_PARAMETERS: readonly string[] = ['searchType', 'locationId', 'cityId', 'localityId', 'countryId', 'latitude', 'longitude'];

export function namesPlace(params: URLSearchParams): boolean {
  return PLACE_PARAMETERS.some((name) => params.has(name));
}

/**
 * The affiliate's parameters of a /searchaffiliate/ URL, encoded, for every search made from its page to carry on:
 * the tracked marketing ones (utm_source …), then its partner name and sub-source ('' for none).
 */
export function affiliateQuery(params: URLSearchParams): string {
  const query = Object.fromEntries(params);
  const kept = new URLSearchParams(pickMarketingParameters(query));
  for (const name of ['partner', 'sub_source']) if (query[name]) kept.set(name, query[name]);
  return kept.toString();
}
