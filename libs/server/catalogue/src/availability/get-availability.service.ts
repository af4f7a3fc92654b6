import type { z } from 'zod';
import type { Availability, RoomCategory, RoomServiceCode, availabilityQuerySchema } from '@stays/api-client';
import { fitRoomConfigToRestriction, spreadGuestsOverRooms } from '@stays/booking-rules';
import { formatRoomsConfigQuery, roomsConfigQuery, type RoomGuests } from '@stays/validation';
import { findDealForStay } from '../deals/find-deal.repository';
import { findQuotationForStay, quotationInfo } from '../quotations/quotation-for-stay';
import { readActiveProperty, type CatalogueSource } from '../memory-index/catalogue-reads';
import { priceCategoriesForStay } from '../hotel-details/price-categories';
import { mealsCharge } from '../hotel-details/meals-charge';
import { hotelSummary } from '../property/hotel-summary';
import { resolveStay } from '../stay/resolve-stay';
import { correctStayDates } from './correct-stay-dates';
import { hotelRestrictions } from './hotel-restrictions';
import { additionalChargeInfo, cancellationPolicies } from './stay-terms';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { apiDefaultRooms } from '../stay/api-default-rooms';

type AvailabilityRequest = z.output<typeof availabilityQuerySchema>;

/**
 * GET /api/pwa/availability: the room categories of a hotel for dates, rooms and guests. It answers for a stay that
 * can be asked about: invalid dates are corrected (correctStayDates) and the rooms fitted to the min–max restriction
 * (fitRoomConfigToRestriction), each change flagged in the reply so the page can update its URL and say why.
 */
export async function getAvailability(database: SqlClient, query: AvailabilityRequest, now: Date, index?: CatalogueSource): Promise<Availability> {
  const property = await readActiveProperty(database, index, query.hotel_id);
  if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${query.hotel_id} does not exist or is not bookable`);
  const dates = correctStayDates({ checkin: query.checkin, checkout: query.checkout }, { countryId: property.country_id, timeZone: property.time_zone, now });
  const restrictions = hotelRestrictions(property);
  const asked = requestedRooms(query);
  const fitted = fitRoomConfigToRestriction(asked.rooms, restrictions.minMaxRestriction);
  const roomsConfig = formatRoomsConfigQuery(fitted);
  const stay = resolveStay({ checkin: dates.checkin, checkout: dates.checkout, roomsConfig }, null);
  // Priced as hotel details prices them for the same deal_id: the page shows these prices, the booking charges those.
  const deal = query.deal_id === undefined ? null : await findDealForStay(database, query.deal_id, property, stay, now);
  const quotation = query.quotation_id === undefined ? null : await findQuotationForStay(database, query.quotation_id, property.id, stay, now);
  const { categories, selected, offer } = await priceCategoriesForStay(
    database,
    property,
    stay,
    query.selected_rcid ?? quotation?.room_category_id,
    deal?.discount_percentage ?? 0,
    quotation,
    index,
  );
  const summary = hotelSummary(property, offer);
  const meals = query.services?.meals;
  const priced = meals ? categories.map((category) => withMealsInfo(category, meals, stay)) : categories;

  return {
    hotel_id: property.id,
    is_available: selected !== null,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: stay.nights,
    dates_corrected: dates.corrected,
    rooms_config: roomsConfig,
    rooms_config_adjusted: !asked.valid || roomsConfig !== formatRoomsConfigQuery(asked.rooms),
    rooms: stay.rooms.length,
    guests: stay.guests,
    currency_code: summary.currency_code,
    restrictions,
    room_categories_with_data: priced,
    selected_category_id: selected?.id ?? null,
    pricing_details: summary.pricing_details,
    cancellation_policies: cancellationPolicies(selected, stay, { timeZone: property.time_zone, now }),
    additional_charge_info: additionalChargeInfo(selected, property.checkin_time, stay.rooms.length),
    ...(quotation ? { quotation_info: quotationInfo(quotation) } : {}),
  };
}

/** rooms_config when it parses; else total_guest_count spread over one room; else the API's default, one adult in one room. */
function requestedRooms(query: AvailabilityRequest): { rooms: RoomGuests[]; valid: boolean } {
  if (query.rooms_config !== undefined) {
    const parsed = roomsConfigQuery.safeParse(query.rooms_config);
    if (parsed.success) return { rooms: parsed.data, valid: true };
    return { rooms: apiDefaultRooms(), valid: false };
  }
  if (query.total_guest_count !== undefined) return { rooms: spreadGuestsOverRooms(query.total_guest_count, 1), valid: true };
  return { rooms: apiDefaultRooms(), valid: true };
}

function withMealsInfo(category: RoomCategory, meals: readonly RoomServiceCode[], stay: { rooms: readonly unknown[]; nights: number }): RoomCategory {
  const charge = mealsCharge(category, meals, { rooms: stay.rooms.length, nights: stay.nights });
  return { ...category, meals_info: { meals: charge.meals, missing: charge.missing, price: charge.priceMinor } };
}
