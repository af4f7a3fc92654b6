import { describe, expect, it } from 'vitest';
import { pageTypeFromPath } from '@stays/booking-rules';
import { BRANDS, countryById, footerLinkHref } from '@stays/brand-config';
import { generateCatalogue } from './catalogue';

/**
 * The footer link groups and popular cities of every country site (brand-config) lead to listings the demo catalogue
 * fills: each link's city is one of the brand's, and it has stays of the brand there (with the link's theme).
 */
const catalogue = generateCatalogue({ seed: 42, size: 'small', startDate: '2026-11-22' });
const tagIdBySlug = new Map(catalogue.tags.map((tag) => [tag.slug, tag.id]));
const tagsOf = new Map<number, Set<number>>();
for (const { propertyId, tagId } of catalogue.propertyTags) tagsOf.set(propertyId, (tagsOf.get(propertyId) ?? new Set()).add(tagId));

/** The city slug and theme a listing path names: /hotels-in-{city} or /{city}/hotels-in-{city}-{tag}. */
function listingOf(href: string): { citySlug: string; tagSlug: string | null } {
  const route = pageTypeFromPath(href);
  expect(route.type, href).toBe('listing');
  const [first = '', second] = route.path.split('/');
  if (second === undefined) return { citySlug: /^hotels-in-(.+)$/.exec(first)?.[1] ?? '', tagSlug: null };
  return { citySlug: first, tagSlug: new RegExp(`^hotels-in-${first}-(.+)$`).exec(second)?.[1] ?? '' };
}

function staysListed(brandId: string, href: string): number {
  const { citySlug, tagSlug } = listingOf(href);
  const city = catalogue.cities.find((candidate) => candidate.slug === citySlug);
  if (!city) return 0;
  const tagId = tagSlug === null ? null : tagIdBySlug.get(tagSlug);
  if (tagId === undefined) return 0;
  return catalogue.properties.filter(
    (property) => property.brandId === brandId && property.cityId === city.id && (tagId === null || tagsOf.get(property.id)?.has(tagId)),
  ).length;
}

const sites = BRANDS.flatMap((brand) =>
  brand.marketCountryIds.map((countryId) => {
    const country = countryById(countryId);
    if (!country) throw new Error(`no country ${countryId}`);
    return { brand, country, label: `${brand.id} ${country.code}` };
  }),
);

describe('footer links and popular cities of every country site', () => {
  it.each(sites.map((site) => [site.label, site] as const))('%s: every footer link lists stays of the brand', (_label, { brand, country }) => {
    const groups = country.footerLinks.filter((group) => group.propertyType === brand.defaultPropertyType);
    expect(groups.length).toBeGreaterThan(0);
    for (const url of groups.flatMap((group) => group.urls))
      for (const city of url.cities) {
        const href = footerLinkHref(url.pattern, city);
        expect(staysListed(brand.id, href), href).toBeGreaterThan(0);
        const row = catalogue.cities.find((candidate) => candidate.slug === city.slug);
        expect(row?.name, href).toBe(city.name);
        expect(countryById(row?.countryId ?? 0)?.name, href).toBe(city.countryName);
      }
  });

  // A country's popular cities are of its own kind of stay: India's are Nivaas's hotel cities.
  const ownKind = sites.filter((site) => site.country.defaultPropertyType === site.brand.defaultPropertyType);
  it.each(ownKind.map((site) => [site.label, site] as const))('%s: every popular city has stays of the brand', (_label, { brand, country }) => {
    expect(country.popularCities.length).toBeGreaterThan(0);
    for (const city of country.popularCities) expect(staysListed(brand.id, `/hotels-in-${city.slug}`), city.slug).toBeGreaterThan(0);
  });
});
