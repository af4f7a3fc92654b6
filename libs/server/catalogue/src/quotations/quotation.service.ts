import { randomBytes } from 'node:crypto';
import type { AccountType, CreateQuotationBody, Quotation } from '@stays/api-client';
import { countryById } from '@stays/brand-config';
import { findCategoriesWithNights } from '../hotel-details/find-room-nights.repository';
import { findActiveProperty } from '../hotel-details/find-property.repository';
import { assertGuestsFitRooms } from '../hotel-details/guests-fit-rooms';
import { priceRoomCategory } from '../hotel-details/price-room-category';
import { resolveStay } from '../stay/resolve-stay';
import { findValidQuotation, insertQuotation, type QuotationRow } from './quotations.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** How long a guest has to book a quoted stay. */
const QUOTATION_VALID_HOURS = 72;

const QUOTING_ACCOUNTS: readonly AccountType[] = ['travel_agent', 'corporate'];

/**
 * POST quotations: a signed-in travel agent or business account fixes, for 72 hours, the nightly rates of one room
 * category of a hotel for one stay, priced as the hotel page prices it today; the guest books it from the link.
 * A category that cannot be booked for the stay (sold out, too many guests, minimum stay) cannot be quoted.
 */
export async function createQuotation(
  database: SqlClient,
  quoter: { userId: number; accountType: AccountType },
  body: CreateQuotationBody,
  now: Date,
): Promise<Quotation> {
  if (!QUOTING_ACCOUNTS.includes(quoter.accountType)) {
    throw new ServiceError(403, 'NOT_A_TRAVEL_AGENT', 'Only travel-agent and business accounts can send quotations.');
  }
  const property = await findActiveProperty(database, body.hotel_id);
  if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${body.hotel_id} does not exist or is not bookable`);
  const stay = resolveStay({ checkin: body.checkin, checkout: body.checkout, roomsConfig: body.rooms_config }, { timeZone: property.time_zone, now });
  // One read of the stay's nights: priced as the hotel page prices them today, and kept as the quoted rates.
  const stored = (await findCategoriesWithNights(database, property.id, stay)).find((candidate) => candidate.id === body.room_category_id);
  if (!stored) throw new ServiceError(404, 'ROOM_CATEGORY_NOT_FOUND', `room category ${body.room_category_id} is not a category of hotel ${body.hotel_id}`);
  const category = priceRoomCategory(stored, stay, { countryId: property.country_id, minRooms: property.min_rooms });
  const nightPrices = stored.nights.map((night) => night.price_minor);
  assertGuestsFitRooms(category);
  if (category.isSoldOut || nightPrices.length !== stay.nights) {
    throw new ServiceError(409, 'ROOMS_UNAVAILABLE', 'This room cannot be booked for these dates, rooms and guests, so it cannot be quoted.');
  }
  const quotation: QuotationRow = {
    id: randomBytes(18).toString('base64url'),
    property_id: property.id,
    room_category_id: category.id,
    checkin: stay.checkin,
    checkout: stay.checkout,
    rooms_config: body.rooms_config,
    night_prices: nightPrices,
    quoted_price: category.summed_final_price,
    currency_code: property.currency_code,
    expires_at: new Date(now.getTime() + QUOTATION_VALID_HOURS * 3_600_000),
  };
  await insertQuotation(database, { ...quotation, created_by_user_id: quoter.userId, created_at: now });
  return quotationReply(quotation, property.country_id);
}

/** GET quotations/{id}: what the link's quotation offers, while it is valid. */
export async function getQuotation(database: SqlClient, quotationId: string, now: Date): Promise<Quotation> {
  const quotation = await findValidQuotation(database, quotationId, now);
  const property = quotation ? await findActiveProperty(database, quotation.property_id) : null;
  if (!quotation || !property) throw new ServiceError(404, 'QUOTATION_NOT_FOUND', 'This quotation does not exist or has expired.');
  return quotationReply(quotation, property.country_id);
}

function quotationReply(quotation: QuotationRow, countryId: number): Quotation {
  const countryCode = countryById(countryId)?.code ?? 'in';
  const prefix = countryCode === 'in' ? '' : `/${countryCode}`;
  const query = new URLSearchParams({
    is_quotation: 'true',
    quotation_id: quotation.id,
    checkin: quotation.checkin,
    checkout: quotation.checkout,
    rooms_config: quotation.rooms_config,
    selected_rcid: String(quotation.room_category_id),
  });
  return {
    quotation_id: quotation.id,
    hotel_id: quotation.property_id,
    room_category_id: quotation.room_category_id,
    checkin: quotation.checkin,
    checkout: quotation.checkout,
    rooms_config: quotation.rooms_config,
    quoted_price: quotation.quoted_price,
    currency_code: quotation.currency_code as Quotation['currency_code'],
    valid_until: quotation.expires_at.toISOString(),
    path: `${prefix}/${quotation.property_id}/?${query.toString()}`,
  };
}
