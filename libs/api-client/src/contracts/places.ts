import { z } from 'zod';
import { geoPointSchema, propertyTypeSchema, queryDecimal, queryInt } from './common';
import { citySchema } from './cities';
import { suggestionTypeSchema } from './autocomplete';
import { searchTypeSchema } from './search';

/** The id of a suggestion of GET autocomplete (`city-12`, `locality-3`, `hotel-101`, `sentence-city-12`, `tag-family-1`, …). */
const placeIdSchema = z
  .string()
  .trim()
  .min(3)
  .max(120)
  .regex(/^[a-z_]+-[a-z0-9_-]+$/, 'id is the id of an autocomplete suggestion, such as city-12 or locality-3')
  .describe(
    'The id of a GET autocomplete suggestion: city-12, locality-3, hotel-101, country-1, holiday_park-1, sentence-city-12, tag-{slug}-{cityId}, collection-townhouse',
  );

/** GET autocompletenew/details (guest-journey §7 "GET autocomplete details"). */
export const autocompleteDetailsQuerySchema = z.object({
  id: placeIdSchema,
  /** The brand whose properties `supply` counts (its id or name, as the autocomplete call takes it). */
  brandName: z.string().max(40).optional(),
  defaultPropertyType: propertyTypeSchema.optional(),
});

/** What GET search needs to list the suggestion's place: its search_type and location filter (`hotel_id` opens a property instead). */
const placeSearchSchema = z.object({
  search_type: searchTypeSchema,
  filters: z.object({
    city_id: z.number().int().optional(),
    locality_id: z.number().int().optional(),
    country_id: z.number().int().optional(),
    holiday_park_id: z.number().int().optional(),
    tag_id: z.number().int().optional(),
  }),
  /** The property a hotel suggestion opens (GET hotels/{hotel_id}); null for a place. */
  hotel_id: z.number().int().nullable(),
});

export const autocompleteDetailsSchema = z.object({
  id: z.string(),
  type: suggestionTypeSchema,
  name: z.string(),
  display_name: z.string(),
  /** null for a country and a collection, which have no single point. */
  center_point: geoPointSchema.nullable(),
  country_id: z.number().int(),
  country_code: z.string(),
  country_name: z.string(),
  city_id: z.number().int().nullable(),
  city: z.string().nullable(),
  city_slug: z.string().nullable(),
  /** The locality's, park's or property's id; null for a city, a country, a tag or a collection. */
  location_id: z.number().int().nullable(),
  location_slug: z.string().nullable(),
  /** A tag suggestion's tag (its listing is the tag in `city`). */
  tag_slug: z.string().nullable(),
  /** Active properties of the brand (and property type) the place holds; 1 for a property. */
  supply: z.number().int(),
  search: placeSearchSchema,
});
export type AutocompleteDetails = z.infer<typeof autocompleteDetailsSchema>;

/**
 * GET latLongByPlaceId (guest-journey §7 "Lat/long by place id: id and search_data_source (default GOOGLE)"). The
 * spec's product asked Google's Places service; ours answers from its own catalogue: `id` is a place id of GET
 * autocomplete, and GOOGLE (the default) is the only source accepted, standing for "the autocomplete's places".
 */
export const latLongQuerySchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe('A place id of GET autocomplete (city-12, locality-3, …). Google place ids are not resolved: 404 PLACE_NOT_FOUND.'),
  search_data_source: z
    .enum(['GOOGLE'], { error: 'search_data_source: only GOOGLE (the default) is accepted, and ids resolve from our own places only' })
    .default('GOOGLE')
    .describe('GOOGLE (the default) only: it stands for the autocomplete’s own places, which are the only ones this API geocodes; another source is a 400.'),
});

export const latLongSchema = z.object({
  id: z.string(),
  search_data_source: z.literal('GOOGLE'),
  type: suggestionTypeSchema,
  name: z.string(),
  display_name: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type LatLong = z.infer<typeof latLongSchema>;

const nearbyLimitSchema = queryInt.min(1).max(50).default(10);

/** GET nearbyPlaces (guest-journey §7 "GET nearby places (reply hotels[0].point_of_interests)"). */
export const nearbyPlacesQuerySchema = z.object({
  hotel_id: queryInt.positive(),
  radius_km: queryDecimal(0, 200, 3)
    .refine((km) => km > 0, 'radius_km is above 0')
    .default(25),
  limit: nearbyLimitSchema,
});

/** A place near a point: a locality, a city or a holiday park of the catalogue, with its great-circle distance. */
const pointOfInterestSchema = z.object({
  /** The id GET autocomplete gives the same place (`locality-3`), which the details and lat/long calls take. */
  id: z.string(),
  type: z.enum(['city', 'locality', 'holiday_park']),
  name: z.string(),
  display_name: z.string(),
  center_point: geoPointSchema,
  /** Kilometres, to 0.01 (a site shows it to 1 decimal, in miles as km / 1.6 where the country says so). */
  distance_km: z.number(),
  city_slug: z.string(),
  location_slug: z.string().nullable(),
});
export type PointOfInterest = z.infer<typeof pointOfInterestSchema>;

export const nearbyPlacesSchema = z.object({
  hotels: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      center_point: geoPointSchema,
      point_of_interests: z.array(pointOfInterestSchema),
    }),
  ),
});
export type NearbyPlaces = z.infer<typeof nearbyPlacesSchema>;

/** GET nearbyThings (guest-journey §7 "GET nearby things"): what is around a point, e.g. the guest's own position. */
export const nearbyThingsQuerySchema = z.object({
  lat: queryDecimal(-90, 90),
  lng: queryDecimal(-180, 180),
  radius_km: queryDecimal(0, 200, 3)
    .refine((km) => km > 0, 'radius_km is above 0')
    .default(10),
  limit: nearbyLimitSchema,
  /** The brand whose properties are listed (its id or name); all brands' when absent. */
  brand_name: z.string().max(40).optional(),
  default_property_type: propertyTypeSchema.optional(),
});

export const nearbyThingsSchema = z.object({
  center_point: geoPointSchema,
  places: z.array(pointOfInterestSchema),
  properties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      property_type: propertyTypeSchema,
      category: z.string().nullable(),
      rating: z.number().nullable(),
      city: z.string(),
      city_slug: z.string(),
      center_point: geoPointSchema,
      distance_km: z.number(),
    }),
  ),
});
export type NearbyThings = z.infer<typeof nearbyThingsSchema>;

/** GET allcities (guest-journey §7): every city of the brand's countries where it has properties. */
export const allCitiesQuerySchema = z.object({
  brand_name: z.string().max(40).optional(),
  country_id: queryInt.positive().optional(),
});
export const allCitiesSchema = z.object({ cities: z.array(citySchema) });
export type AllCities = z.infer<typeof allCitiesSchema>;

/** GET allcountries (guest-journey §7): the brand's markets (every brand's without brand_name). */
export const allCountriesQuerySchema = z.object({ brand_name: z.string().max(40).optional() });

const marketCountrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  region: z.number().int(),
  currency_code: z.string(),
  currency_symbol: z.string(),
  dial_code: z.string(),
  phone_length: z.object({ min: z.number().int(), max: z.number().int() }),
  time_zone: z.string(),
  lang: z.string(),
  default_property_type: propertyTypeSchema,
  distance_unit: z.enum(['km', 'mi']),
  /** Whether the brand sells stays in the country (else it serves the country's guests travelling to those it sells). */
  sells_stays: z.boolean(),
});
export const allCountriesSchema = z.object({ countries: z.array(marketCountrySchema) });
export type AllCountries = z.infer<typeof allCountriesSchema>;
