import type { SeoContent, seoContentQuerySchema } from '@stays/api-client';
import { countryByCode } from '@stays/brand-config';
import { citySeo, countryHomeSeo, hotelPagePath, hotelSeo, localitySeo, type SeoTexts } from '@stays/seo';
import type { z } from 'zod';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { findSeoCity, findSeoHotel } from './find-seo-places.repository';
import { siteOfRequest } from './site-of-request';

type SeoRequest = z.output<typeof seoContentQuerySchema>;

interface PageAsked {
  pageType: SeoContent['page_type'];
  countryCode: string | undefined;
  city?: string;
  locality?: string;
  hotelId?: number;
}

const notFound = (what: string) => new ServiceError(404, 'PAGE_NOT_FOUND', `no page for ${what}`);

/**
 * The page a site path names: /{cc}/ (country home), /{hotelId}/, /hotels-in-{city}, /hotels-in-{locality}-{city},
 * /{city}; an optional /{cc} prefix names the country.
 */
function pageOfPath(path: string): PageAsked {
  const parts = path.split('/').filter(Boolean);
  const first = parts[0];
  const countryCode = first && first.length === 2 && countryByCode(first) ? first : undefined;
  const rest = countryCode ? parts.slice(1) : parts;
  const [segment, ...more] = rest;
  if (more.length > 0) throw notFound(path);
  if (segment === undefined) return { pageType: 'country_home', countryCode };
  if (/^\d{1,9}$/.test(segment)) return { pageType: 'hotel', countryCode, hotelId: Number(segment) };
  const listing = /^(?:hotels|homes)-(?:in|near)-([a-z0-9-]+)$/.exec(segment);
  if (listing?.[1]) return { pageType: 'city', countryCode, city: listing[1] };
  if (/^[a-z0-9-]+$/.test(segment)) return { pageType: 'city', countryCode, city: segment };
  throw notFound(path);
}

/**
 * GET /api/pwa/getSeoContent: the title, description, h1, headings and text of a page, in English, worded as the
 * web app's page metadata. A listing path whose slug is no city is tried as {locality}-{city}.
 */
export async function getSeoContent(database: SqlClient, query: SeoRequest, host: string): Promise<SeoContent> {
  const asked: PageAsked = query.path
    ? pageOfPath(query.path)
    : { pageType: query.page_type ?? 'country_home', countryCode: query.country_code, city: query.city, locality: query.locality, hotelId: query.hotel_id };
  const { brand, country } = siteOfRequest(host, asked.countryCode ?? query.country_code);
  const words = { brandName: brand.name, propertyType: brand.defaultPropertyType };
  const prefix = country.code === 'in' ? '' : `/${country.code}`;
  const reply = (pageType: SeoContent['page_type'], canonicalPath: string, texts: SeoTexts): SeoContent => ({
    page_type: pageType,
    canonical_path: canonicalPath,
    language: 'en',
    ...texts,
  });

  switch (asked.pageType) {
    case 'country_home': {
      const countryName = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(country.code.toUpperCase()) ?? country.name;
      return reply('country_home', `${prefix}/`, countryHomeSeo({ ...words, countryName }));
    }
    case 'hotel': {
      if (asked.hotelId === undefined) throw new ServiceError(400, 'HOTEL_ID_REQUIRED', 'page_type hotel needs hotel_id');
      const hotel = await findSeoHotel(database, asked.hotelId);
      if (!hotel) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${asked.hotelId} does not exist or is not bookable`);
      return reply(
        'hotel',
        hotelPagePath(hotel.country_code, hotel.id),
        hotelSeo({ brandName: brand.name, name: hotel.name, city: hotel.city_name, locality: hotel.locality_name, description: hotel.description }),
      );
    }
    case 'city':
    case 'locality': {
      if (!asked.city) throw new ServiceError(400, 'CITY_REQUIRED', `page_type ${asked.pageType} needs city`);
      const countryFilter = asked.countryCode ?? query.country_code ?? null;
      let city = await findSeoCity(database, asked.city, countryFilter, brand.defaultPropertyType);
      let localitySlug = asked.locality;
      if (!city && !localitySlug) {
        // /hotels-in-{locality}-{city}: the city is the longest slug suffix that names a city.
        const pieces = asked.city.split('-');
        for (let start = 1; start < pieces.length && !city; start += 1) {
          city = await findSeoCity(database, pieces.slice(start).join('-'), countryFilter, brand.defaultPropertyType);
          if (city) localitySlug = pieces.slice(0, start).join('-');
        }
      }
      if (!city) throw notFound(`city ${asked.city}`);
      const localities = city.localities ?? [];
      if (localitySlug !== undefined) {
        const locality = localities.find((candidate) => candidate.slug === localitySlug);
        if (!locality) throw notFound(`locality ${localitySlug} of ${city.slug}`);
        const stayCount = await countLocalityStays(database, city.id, locality.slug, brand.defaultPropertyType);
        return reply('locality', `/hotels-in-${locality.slug}-${city.slug}`, localitySeo({ ...words, city: city.name, locality: locality.name, stayCount }));
      }
      return reply(
        'city',
        `/hotels-in-${city.slug}`,
        citySeo({ ...words, city: city.name, stayCount: city.stay_count, localities: localities.map((locality) => locality.name) }),
      );
    }
  }
}

async function countLocalityStays(database: SqlClient, cityId: number, localitySlug: string, propertyType: 'hotel' | 'home'): Promise<number> {
  const rows = await database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM properties p JOIN localities lo ON lo.id = p.locality_id
      WHERE lo.city_id = $1 AND lo.slug = $2 AND p.status = 'active' AND p.property_type = $3`,
    [cityId, localitySlug, propertyType],
  );
  return rows[0]?.count ?? 0;
}
