import type { RoomCategory } from '@stays/api-client';
import { nightsWithDeal, nightsWithQuote, summariseStay, type StayPrice } from '@stays/pricing';
import { stayNights } from '@stays/validation';
import type { Stay } from '../stay/resolve-stay';
import { readCategoriesWithNights, type CatalogueSource } from '../memory-index/catalogue-reads';
import { priceRoomCategory } from './price-room-category';
import type { SqlClient } from '@stays/server-core';

export interface PricedCategories {
  categories: RoomCategory[];
  selected: RoomCategory | null;
  offer: { price: StayPrice; roomCategoryId: number; availableRooms: number } | null;
}

/** A quotation's fixed rates: the price of each night of the stay, from check-in, for one room category. */
export interface QuotedNights {
  room_category_id: number;
  checkin: string;
  night_prices: readonly number[];
}

/**
 * Every room category of a property priced for a stay, and the one selected: the requested category when it can be
 * booked, else the cheapest bookable one (ties by id), else none. A deal takes its percentage off every night; a
 * quotation caps its category's nights at the rates it fixed. With an in-memory index the nights come from it (the
 * hotel page); without one from PostgreSQL (a booking prices what is stored now).
 */
export async function priceCategoriesForStay(
  database: SqlClient,
  property: { id: number; country_id: number; min_rooms: number },
  stay: Stay,
  selectedId: number | undefined,
  dealPercentage = 0,
  quote: QuotedNights | null = null,
  index: CatalogueSource = null,
): Promise<PricedCategories> {
  const categories = (await readCategoriesWithNights(database, index, property.id, stay)).map((category) => {
    const dealt = nightsWithDeal(category.nights, dealPercentage);
    const nights =
      quote?.room_category_id === category.id
        ? nightsWithQuote(
            dealt,
            dealt.map((night) => quote.night_prices[stayNights(quote.checkin, night.night)] ?? night.price_minor),
          )
        : dealt;
    return priceRoomCategory({ ...category, nights }, stay, { countryId: property.country_id, minRooms: property.min_rooms });
  });
  const bookable = categories.filter((category) => !category.isSoldOut);
  const cheapest = [...bookable].sort((a, b) => a.summed_final_price - b.summed_final_price || a.id - b.id)[0];
  const selected = bookable.find((category) => category.id === selectedId) ?? cheapest ?? null;
  const offer = selected
    ? {
        price: summariseStay({
          nights: stay.nights,
          rooms: stay.rooms.length,
          total: selected.summed_final_price,
          slasherTotal: selected.summed_slasher_price,
        }),
        roomCategoryId: selected.id,
        availableRooms: selected.available_rooms,
      }
    : null;
  return { categories, selected, offer };
}
