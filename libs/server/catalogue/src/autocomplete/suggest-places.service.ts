import type { AutocompleteQuery, AutocompleteResponse, Suggestion } from '@stays/api-client';
import { COLLECTIONS } from '@stays/brand-config';
import { brandScope } from '../brand/brand-scope';
import { findSuggestions, type SuggestionRow } from './find-suggestions.repository';
import type { SqlClient } from '@stays/server-core';

const PER_GROUP = 6;
const SENTENCES = 4;

/**
 * GET /api/pwa/autocomplete: places and properties like the guest's text, for the guest's brand, grouped as
 * sentences ("Hotels in Goa", "Homes near Zandvoort", a theme in the city with most of it: "Couple friendly hotels
 * in Goa", a collection: "Nivaas Townhouse"), locations (countries, cities, holiday parks and localities) and hotels.
 */
export async function suggestPlaces(database: SqlClient, query: AutocompleteQuery): Promise<AutocompleteResponse> {
  const scope = brandScope(query.brandName, query.defaultPropertyType);
  const collections = COLLECTIONS.filter((collection) => scope.brandId === null || collection.brandId === scope.brandId);
  const rows = await findSuggestions(database, {
    term: query.query,
    regionCountryId: query.region ?? null,
    countryIds: scope.countryIds,
    brandId: scope.brandId,
    propertyType: scope.propertyType,
    limitPerKind: PER_GROUP,
    // A collection is of hotels: a search for homes has none.
    collections: scope.propertyType === 'home' ? [] : collections,
  });
  const ofKind = (kind: SuggestionRow['kind']) => rows.filter((row) => row.kind === kind && (kind === 'hotel' || row.supply > 0));
  const typeWord = scope.propertyType === 'home' ? 'Homes' : 'Hotels';
  // A whole country first when the text names one, then cities, parks and localities.
  const locations = [
    ...ofKind('country'),
    ...rows.filter((row) => row.kind === 'city'),
    ...ofKind('holiday_park'),
    ...rows.filter((row) => row.kind === 'locality'),
  ].slice(0, PER_GROUP);
  const placeSentences = locations.filter((row) => (row.kind === 'city' || row.kind === 'locality') && row.supply > 0).map((row) => sentence(row, typeWord));
  const themeSentences = [...ofKind('collection').map(collectionSentence), ...ofKind('tag').map((row) => tagSentence(row, typeWord))];

  return {
    sentences: {
      priority: 1,
      title: 'Suggestions',
      // Themes and collections the text names come before places it merely resembles.
      values: [...themeSentences, ...placeSentences].slice(0, SENTENCES),
    },
    locations: { priority: 2, title: 'Locations', values: locations.map(toSuggestion) },
    hotels: { priority: 3, title: typeWord, values: ofKind('hotel').map(toSuggestion) },
  };
}

function toSuggestion(row: SuggestionRow): Suggestion {
  const named = row.kind === 'city' || row.kind === 'country' || row.city_name === null;
  return {
    id: `${row.kind}-${row.id}`,
    type: row.kind === 'collection' ? 'sentence' : row.kind,
    display_name: named ? row.name : `${row.name}, ${row.city_name}`,
    center_point: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
    country_id: row.country_id,
    location_id: row.kind === 'locality' || row.kind === 'hotel' || row.kind === 'holiday_park' ? row.id : null,
    city: row.city_name,
    city_id: row.city_id,
    city_slug: row.city_slug,
    location_slug: row.kind === 'locality' || row.kind === 'holiday_park' ? row.slug : null,
    locationType: row.kind,
    trending: row.trending,
    supply: row.supply,
    rating: row.rating,
    tags: row.kind === 'tag' && row.slug !== null ? [row.slug] : [],
    category: row.category,
    intents: [row.kind === 'hotel' ? 'hotel_details' : 'search'],
  };
}

/** "Hotels in Goa" for a city, "Homes near Baga, Goa" for a locality. */
function sentence(row: SuggestionRow, typeWord: string): Suggestion {
  const text = row.kind === 'city' ? `${typeWord} in ${row.name}` : `${typeWord} near ${row.name}, ${row.city_name}`;
  return { ...toSuggestion(row), id: `sentence-${row.kind}-${row.id}`, type: 'sentence', display_name: text };
}

/** "Couple friendly hotels in Goa": the theme's page in the city with most of its properties. */
function tagSentence(row: SuggestionRow, typeWord: string): Suggestion {
  return { ...toSuggestion(row), id: `tag-${row.slug}-${row.city_id}`, type: 'tag', display_name: `${row.name} ${typeWord.toLowerCase()} in ${row.city_name}` };
}

/** A collection (searchType townhouse or silverkey) across the country with most of it. */
function collectionSentence(row: SuggestionRow): Suggestion {
  const id = row.slug === 'silverkey' ? 'silverkey' : 'townhouse';
  return { ...toSuggestion(row), id: `collection-${id}`, type: id };
}
