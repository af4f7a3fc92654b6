import { redirect } from 'react-router';
import type { SiteContext } from '../site/site-context';
import { findPlaces, placeFromGeographies, type ListingPlace } from './listing-place.server';
import { notFound } from './not-found.server';

/**
 * The catch-all tag page /{city}/{tag}, /{city}/{tag}/{tag2} and /{city}/{tag}/{tag2}/{tag3} (guest-journey §2): the
 * city's properties carrying every one of the tags.
 *
 * Tags the catalogue does not know are dropped, and the guest is sent (301, query kept) to the canonical address of
 * what remains: the tag page of the known tags, or the city's own listing when none is known. The catch-all is
 * "city page, tag page, or home, decided by URL", so a city with words after it is still that city's page; a
 * redirect rather than a page served under the unknown words keeps one address per listing (no duplicate content)
 * and says plainly which themes apply. An unknown city is not found.
 */
export async function placeFromTagPath(
  site: SiteContext,
  url: URL,
  citySlug: string,
  tagSlugs: readonly string[],
  countryPrefix: string | undefined,
): Promise<ListingPlace> {
  const found = await findPlaces(site, { place: citySlug, tags: tagSlugs.join(',') });
  // The first segment names a city: "{location}-{city}" is not one.
  if (found.locality) notFound();
  // The city's listing with the tags the catalogue knows (404 for an unknown city or another brand's).
  const place = placeFromGeographies(site, found, 'in', countryPrefix);
  // A tag written twice counts once: /goa/beach/beach is the beach page's duplicate, so it redirects too.
  if (found.tags.length < tagSlugs.length) throw redirect(`${place.canonicalPath}${url.search}`, 301);
  return place;
}
