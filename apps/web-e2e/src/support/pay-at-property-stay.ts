import type { APIRequestContext } from '@playwright/test';
import { E2E_API_PORT } from './hosts';
import { isoDay } from './listing-stay';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;

export interface PayAtPropertyStay {
  city: string;
  citySlug: string;
  checkin: string;
  checkout: string;
  /** Ids of the city's properties free for the stay that take payment at the property. */
  hotelIds: ReadonlySet<number>;
}

/**
 * The seed sells nights at random and some properties refuse payment at the property (no_postpaid): a city of the
 * country (largest first) and a two-night stay from `firstOffset` days on with such a property free, through the API.
 */
export async function findPayAtPropertyStay(request: APIRequestContext, brandKey: string, countryId: number, firstOffset: number): Promise<PayAtPropertyStay> {
  const reply = (await (await request.get(`${api}/cities?country_id=${countryId}`)).json()) as {
    cities: { id: number; name: string; slug: string; property_count: number }[];
  };
  const cities = [...reply.cities].sort((a, b) => b.property_count - a.property_count).slice(0, 3);
  for (let offset = firstOffset; offset < firstOffset + 10; offset += 1) {
    const [checkin, checkout] = [isoDay(offset), isoDay(offset + 2)];
    for (const city of cities) {
      const query = `filters[city_id]=${city.id}&filters[available]=true&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&brand_name=${brandKey}&format_response[batch_count]=20`;
      const { hotels } = (await (await request.get(`${api}/search?${query}`)).json()) as { hotels: { id: number }[] };
      const hotelIds = new Set<number>();
      for (const hotel of hotels) {
        const availability = (await (await request.get(`${api}/availability?hotel_id=${hotel.id}&checkin=${checkin}&checkout=${checkout}`)).json()) as {
          is_available: boolean;
          dates_corrected?: boolean;
          restrictions: { no_postpaid: boolean };
        };
        if (availability.is_available && !availability.dates_corrected && !availability.restrictions.no_postpaid) hotelIds.add(hotel.id);
      }
      if (hotelIds.size > 0) return { city: city.name, citySlug: city.slug, checkin, checkout, hotelIds };
    }
  }
  throw new Error(`no city of country ${countryId} has a property free taking payment at the property after ${firstOffset} days`);
}
