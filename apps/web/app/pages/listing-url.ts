import { listingQueryParams, type ListingQuery } from '@stays/feature-search';

const LISTING_PARAMS = ['sort', 'price_min', 'price_max', 'property_type', 'amenities', 'rating', 'pets', 'quick', 'available', 'count', 'page'];

/**
 * The listing URL with its sort, filters and page written the one way (empty form fields and invalid values
 * left out, amenities as one sorted list), or null when it already is. Other parameters stay as they came.
 */
export function tidyListingUrl(url: URL, query: ListingQuery): string | null {
  const given = url.searchParams;
  if (!LISTING_PARAMS.some((name) => given.has(name))) return null;
  const params = new URLSearchParams([...given.entries()].filter(([name]) => !LISTING_PARAMS.includes(name)));
  for (const [name, value] of listingQueryParams(query)) params.append(name, value);
  const tidy = params.toString().replace(/%2C/g, ',');
  return tidy === given.toString().replace(/%2C/g, ',') ? null : `${pathOf(url)}${tidy ? `?${tidy}` : ''}`;
}

/** A page past the last one (results changed since the link was made): the last page instead, or null when in range. */
export function lastPageUrl(url: URL, page: number, totalCount: number, pageSize: number): string | null {
  const lastPage = Math.max(1, Math.ceil(totalCount / pageSize));
  if (page <= lastPage) return null;
  const params = new URLSearchParams(url.searchParams);
  if (lastPage > 1) params.set('page', String(lastPage));
  else params.delete('page');
  const search = params.toString().replace(/%2C/g, ',');
  return `${pathOf(url)}${search ? `?${search}` : ''}`;
}

/**
 * The request's path as a redirect target or link on this site: a request for "//evil.example/hotels-in-goa" has that
 * pathname, and a Location starting with "//" is another host to the browser.
 */
export function pathOf(url: URL): string {
  return `/${url.pathname.replace(/^\/+/, '')}`;
}
