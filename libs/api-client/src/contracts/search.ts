import { z } from 'zod';
import { idSchema, isoDateSchema, propertyTypeSchema, queryBoolean, queryDecimal, queryInt } from './common';
import { hotelSummarySchema } from './hotel-summary';

/**
 * The stay a guest asks about, with the spec's query names (guest-journey §7):
 * `available_room_count[checkin]`, `available_room_count[checkout]`, `available_room_count[min_count]`.
 */
export const availableRoomCountSchema = z.object({
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  min_count: queryInt.min(1).max(20).default(1),
});
export type AvailableRoomCount = z.infer<typeof availableRoomCountSchema>;

/** `rooms_config`: room count, then one group per room (adults, infants, children, pets) — see @stays/validation. */
export const roomsConfigQuerySchema = z.string().regex(/^\d{1,2}(,\d{1,2})*$/, 'rooms_config is a list of whole numbers');

/** Ids as a comma-separated list or a repeated parameter; at most `max`. */
const idListSchema = (max: number) =>
  z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))])
    .transform((value) =>
      (Array.isArray(value) ? value.map(String) : value.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map(Number),
    )
    .pipe(z.array(idSchema).max(max));

/** Amenity ids as a comma-separated list or a repeated parameter; at most 20. */
const amenityIdsSchema = idListSchema(20);

/** The most tags a tag page combines: /{city}/{tag}/{tag2}/{tag3} (guest-journey §2). */
export const MAX_COMBINED_TAGS = 3;

/**
 * `locations`: around a point (`coordinates`, e.g. the guest's own position for 'Near me'); `holiday_park`: the homes
 * of one park (`filters[holiday_park_id]`); `townhouse`, `silverkey`: the properties of that curated collection in
 * the place searched.
 */
export const searchTypeSchema = z.enum(['city', 'locality', 'country', 'tag', 'hotel', 'holiday_park', 'townhouse', 'silverkey', 'locations']);
export type SearchType = z.infer<typeof searchTypeSchema>;

export const sortParamsSchema = z.enum(['popularity', 'price_low_to_high', 'price_high_to_low', 'rating', 'distance']);
export type SortParams = z.infer<typeof sortParamsSchema>;

export const DEFAULT_SEARCH_RADIUS_KM = 25;

export const coordinatesSchema = z.object({
  latitude: queryDecimal(-90, 90),
  longitude: queryDecimal(-180, 180),
  radius_km: queryDecimal(0, 200, 3)
    .refine((km) => km > 0, 'radius_km is above 0 (to the metre)')
    .default(DEFAULT_SEARCH_RADIUS_KM),
});

/** GET /api/pwa/search — hotel search / listing (guest-journey §7). */
export const searchQuerySchema = z
  .object({
    search_type: searchTypeSchema.default('city'),
    filters: z
      .object({
        city_id: queryInt.positive().optional(),
        locality_id: queryInt.positive().optional(),
        country_id: queryInt.positive().optional(),
        /** The homes of this holiday park (search_type holiday_park): the park is then the place searched. */
        holiday_park_id: queryInt.positive().optional(),
        /** Only properties carrying this tag (a city's theme page /{city}/hotels-in-{city}-{tag}). */
        tag_id: queryInt.positive().optional(),
        /** Only properties carrying every one of these tags (/{city}/{tag}/{tag2}/{tag3}): `filters[tag_ids]=4,9` or repeated. */
        tag_ids: idListSchema(MAX_COMBINED_TAGS).optional(),
        guest_count: z.object({ min: queryInt.min(1).max(100) }).optional(),
        number_of_rooms: queryInt.min(1).max(20).optional(),
        /** Only properties with the rooms free for every night of the stay (default true). */
        available: queryBoolean.optional(),
        /** The cheapest bookable price per night of the stay (all rooms), in minor units, within [min, max]. */
        price: z.object({ min: queryInt.min(0).max(100_000_000).optional(), max: queryInt.min(0).max(100_000_000).optional() }).optional(),
        /** hotel or home; takes precedence over default_property_type and the brand's default. */
        property_type: propertyTypeSchema.optional(),
        /** The property's category as the catalogue names it (e.g. Premium, Villa), any case. */
        category: z.string().trim().min(1).max(60).optional(),
        /** Amenity ids, each of which the property must have: `filters[amenities]=1,4` or repeated. */
        amenities: amenityIdsSchema.optional(),
        rating: z.object({ min: z.coerce.number().min(0).max(5) }).optional(),
        /** Quick filter: only properties where the guest may pay at the property (no no_postpaid restriction). */
        pay_at_hotel: queryBoolean.optional(),
        /** Quick filter: only properties that welcome unmarried couples (no no_unmarried_couples restriction). */
        couple_friendly: queryBoolean.optional(),
        /** Pets travelling: a property's no_of_pets must cover them. */
        number_of_pets: z.object({ min: queryInt.min(0).max(20) }).optional(),
      })
      .default({}),
    /** A point to search around (guest-journey §7 "coordinates"), within `radius_km`; distances are measured from it. */
    coordinates: coordinatesSchema.optional(),
    /** The stay; absent exactly when `open_search` is true. */
    available_room_count: availableRoomCountSchema.optional(),
    /**
     * Open search (guest-journey §4, §5): no dates, so nights are 0 and nothing is checked for availability; every
     * property of the place comes with its lowest nightly price for the rooms asked over the next
     * OPEN_SEARCH_PRICE_NIGHTS (brand-config) nights (`from_price_per_night`), or none when no night has the rooms free.
     */
    open_search: queryBoolean.optional(),
    /**
     * Flexible days (guest-journey §1, §7): each property is priced by its cheapest bookable stay of the same length
     * checking in up to this many days before or after the asked check-in (never before today); 0 is exact dates.
     * Ignored by an open search (no dates).
     */
    flexible_days_count: queryInt.min(0).max(3).default(0),
    rooms_config: roomsConfigQuerySchema.optional(),
    format_response: z
      .object({
        batch_count: queryInt.min(1).max(5000).default(20),
        offset: queryInt.min(0).max(100_000).default(0),
        sort_params: sortParamsSchema.default('popularity'),
      })
      .default({ batch_count: 20, offset: 0, sort_params: 'popularity' }),
    brand_name: z.string().max(40).optional(),
    default_property_type: propertyTypeSchema.optional(),
    /**
     * Prices before tax (guest-journey §7): where a country's prices include tax, each card's prices are its pre-tax
     * part and its tax_clusivity 'exclusive'; India's prices are already before tax. Filters and sorting stay on the
     * prices as the guest pays them.
     */
    tax_exclusive_pricing: queryBoolean.optional(),
    /** Shows each card's price with the best coupon open to every guest taken off (pricing_details.pre_applied_coupon). */
    pre_apply_coupon_switch: queryBoolean.optional(),
    /** The channel within the source the search came from (a partner's microsite, a campaign); does not change the results. */
    sub_source: z.string().trim().min(1).max(40).optional(),
  })
  .refine((query) => query.filters.city_id ?? query.filters.locality_id ?? query.filters.country_id ?? query.filters.holiday_park_id ?? query.coordinates, {
    message: 'a location is required: filters[city_id], filters[locality_id], filters[country_id], filters[holiday_park_id] or coordinates',
    path: ['filters'],
  })
  .refine((query) => (query.search_type === 'holiday_park') === (query.filters.holiday_park_id !== undefined), {
    message: 'filters[holiday_park_id] goes with search_type=holiday_park, and a holiday park search needs it',
    path: ['filters', 'holiday_park_id'],
  })
  .refine((query) => (query.open_search === true) === (query.available_room_count === undefined), {
    message: 'a search has either dates (available_room_count[checkin] and [checkout]) or open_search=true, not both',
    path: ['available_room_count'],
  });
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type ParsedSearchQuery = z.output<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  hotels: z.array(hotelSummarySchema),
  total_count: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  batch_count: z.number().int().positive(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** One result as the map shows it: "Map search asks for up to 5000 results with minimal fields" (guest-journey §7). */
export const mapPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Cheapest price per night of the stay, or null when sold out; in an open search the 'from' price (or null). */
  price_per_night: z.number().int().nullable(),
  /**
   * The stay's cheapest total (all nights, all rooms: the card's pricing_details.total_price), from which the selected
   * pin's card works out a wizard member's price; absent in an open search and when sold out.
   */
  total_price: z.number().int().nullable().optional(),
  currency_code: z.string(),
  rating: z.number().nullable(),
  /** The hotel page of a pin needs the country (its URL prefix outside India). */
  country_id: z.number().int(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const MAP_SEARCH_LIMIT = 5000;

/** GET /api/pwa/search/map: the same query as search; batch_count up to 5000. */
export const mapSearchResponseSchema = z.object({
  points: z.array(mapPointSchema),
  total_count: z.number().int().nonnegative(),
});
export type MapSearchResponse = z.infer<typeof mapSearchResponseSchema>;
