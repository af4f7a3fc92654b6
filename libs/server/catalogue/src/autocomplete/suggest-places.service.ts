import type { AutocompleteQuery, AutocompleteResponse, Suggestion } from '@stays/api-client';
import { brandScope } from '../brand/brand-scope';
import type { SqlClient } from '../sql-client';
import { findSuggestions, type SuggestionRow } from './find-suggestions.repository';

const PER_GROUP = 6;
const SENTENCES = 4;

/**
 * GET /api/pwa/autocomplete: places and properties like the guest's text, for the guest's brand, grouped as
 * sentences ("Hotels in Goa", "Homes near Zandvoort"), locations (cities and localities) and hotels.
 */
export async function suggestPlaces(database: SqlClient, query: AutocompleteQuery): Promise<AutocompleteResponse> {
  const scope = brandScope(query.brandName, query.defaultPropertyType);
  const rows = await findSuggestions(database, {
    term: query.query,
    regionCountryId: query.region ?? null,
    countryIds: scope.countryIds,
    brandId: scope.brandId,
    propertyType: scope.propertyType,
    limitPerKind: PER_GROUP,
  });
  const places = rows.filter((row) => row.kind !== 'hotel');
  const hotels = rows.filter((row) => row.kind === 'hotel');
  const typeWord = scope.propertyType === 'home' ? 'Homes' : 'Hotels';
  const locations = [...places.filter((row) => row.kind === 'city'), ...places.filter((row) => row.kind === 'locality')].slice(0, PER_GROUP);

  return {
    sentences: {
      priority: 1,
      title: 'Suggestions',
      values: locations.filter((row) => row.supply > 0).slice(0, SENTENCES).map((row) => sentence(row, typeWord)),
    },
    locations: { priority: 2, title: 'Locations', values: locations.map(toSuggestion) },
    hotels: { priority: 3, title: typeWord, values: hotels.map(toSuggestion) },
  };
}

function toSuggestion(row: SuggestionRow): Suggestion {
  const isCity = row.kind === 'city';
  return {
    id: `${row.kind}-${row.id}`,
    type: row.kind,
    display_name: isCity ? row.name : `${row.name}, ${row.city_name}`,
    center_point: { lat: row.latitude, lng: row.longitude },
    country_id: row.country_id,
    location_id: row.kind === 'locality' ? row.id : row.kind === 'hotel' ? row.id : null,
    city: row.city_name,
    city_id: row.city_id,
    city_slug: row.city_slug,
    location_slug: row.kind === 'locality' ? row.slug : null,
    locationType: row.kind,
    trending: row.trending,
    supply: row.supply,
    rating: row.rating,
    tags: [],
    category: row.category,
    intents: [row.kind === 'hotel' ? 'hotel_details' : 'search'],
  };
}

/** "Hotels in Goa" for a city, "Homes near Baga, Goa" for a locality. */
function sentence(row: SuggestionRow, typeWord: string): Suggestion {
  const text = row.kind === 'city' ? `${typeWord} in ${row.name}` : `${typeWord} near ${row.name}, ${row.city_name}`;
  return { ...toSuggestion(row), id: `sentence-${row.kind}-${row.id}`, type: 'sentence', display_name: text };
}
