import { z } from 'zod';
import type { HotelDetails, hotelDetailsQuerySchema } from '@stays/api-client';
import { hotelRestrictions } from '../availability/hotel-restrictions';
import { additionalChargeInfo, cancellationPolicies } from '../availability/stay-terms';
import { findDealForStay } from '../deals/find-deal.repository';
import { findQuotationForStay, quotationInfo } from '../quotations/quotation-for-stay';
import { hotelDeal } from '../deals/get-deal-info.service';
import { hotelSummary } from '../property/hotel-summary';
import { resolveStay } from '../stay/resolve-stay';
import { readActiveProperty, type CatalogueSource } from '../memory-index/catalogue-reads';
import { isPropertyDisabled } from './find-property-type.repository';
import { openSearchHotelDetails } from './open-search-hotel-details';
import { priceCategoriesForStay } from './price-categories';
import { userCountryRestricted } from './user-country-restriction';
import { bookingContext } from './booking-context';
import { ServiceError, type SqlClient } from '@stays/server-core';

type HotelDetailsRequest = z.output<typeof hotelDetailsQuerySchema>;

/**
 * GET /api/pwa/hotels/:hotelId: the property and every room category priced for the stay (with the deal of deal_id,
 * when it applies), or, for an open search, each with its 'from' price per night.
 */
export async function getHotelDetails(
  database: SqlClient,
  hotelId: number,
  query: HotelDetailsRequest,
  now: Date,
  index?: CatalogueSource,
): Promise<HotelDetails> {
  const details = await hotelDetailsFor(database, hotelId, query, now, index);
  const userCountry = query.user_selected_country;
  const context = bookingContext(query);
  return {
    ...details,
    ...(userCountry === undefined ? {} : { user_country_restricted: userCountryRestricted(details, userCountry) }),
    ...(context ? { booking_context: context } : {}),
  };
}

async function hotelDetailsFor(database: SqlClient, hotelId: number, query: HotelDetailsRequest, now: Date, index: CatalogueSource): Promise<HotelDetails> {
  const property = await readActiveProperty(database, index, hotelId);
  if (!property) {
    // "A category whose status is 'disabled' sends the user to home" (guest-journey §2): the page needs to tell it apart.
    if (await isPropertyDisabled(database, hotelId)) throw new ServiceError(404, 'HOTEL_DISABLED', `hotel ${hotelId} is disabled`);
    throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${hotelId} does not exist or is not bookable`);
  }
  // The contract lets a query without dates through only as an open search.
  const asked = query.available_room_count;
  if (query.open_search || !asked) return openSearchHotelDetails(database, property, query.rooms_config, now);
  const stay = resolveStay(
    {
      checkin: asked.checkin,
      checkout: asked.checkout,
      minCount: asked.min_count,
      roomsConfig: query.rooms_config,
    },
    { timeZone: property.time_zone, now },
  );
  // A deal the guest came from prices the stay only when it covers this property and every night of it.
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

  return {
    ...hotelSummary(property, offer),
    description: property.description,
    room_categories_with_data: categories,
    selected_category_id: selected?.id ?? null,
    amenities: property.amenities ?? [],
    checkin_time: property.checkin_time,
    checkout_time: property.checkout_time,
    restrictions: hotelRestrictions(property),
    cancellation_policies: cancellationPolicies(selected, stay, { timeZone: property.time_zone, now }),
    additional_charge_info: additionalChargeInfo(selected, property.checkin_time, stay.rooms.length),
    deals_info: deal ? hotelDeal(deal) : null,
    ...(quotation ? { quotation_info: quotationInfo(quotation) } : {}),
    stay: { checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights, rooms: stay.rooms.length, guests: stay.guests },
  };
}
