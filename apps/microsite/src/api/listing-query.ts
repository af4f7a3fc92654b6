import { queryOptions } from '@tanstack/react-query';
import { getCities, searchHotels, type ApiClientOptions, type City, type SearchResponse } from '@stays/api-client';
import { formatRoomsConfigQuery, type RoomGuests } from '@stays/validation';

export interface ListingRequest {
  citySlug: string;
  checkin: string;
  checkout: string;
  rooms: readonly RoomGuests[];
  brandName: string;
  propertyType: 'hotel' | 'home';
}

export interface Listing {
  city: City | null;
  search: SearchResponse | null;
}

/** A city's listing: the city by its slug, then the properties free for the whole stay. */
export function listingQueryOptions(api: ApiClientOptions, request: ListingRequest) {
  return queryOptions({
    queryKey: ['microsite-listing', request],
    queryFn: async ({ signal }): Promise<Listing> => {
      const { cities } = await getCities(api, { slug: request.citySlug }, signal);
      const [city] = cities;
      if (!city) return { city: null, search: null };
      const search = await searchHotels(
        api,
        {
          search_type: 'city',
          filters: { city_id: city.id },
          available_room_count: { checkin: request.checkin, checkout: request.checkout, min_count: request.rooms.length },
          rooms_config: formatRoomsConfigQuery(request.rooms),
          brand_name: request.brandName,
          default_property_type: request.propertyType,
        },
        signal,
      );
      return { city, search };
    },
  });
}
