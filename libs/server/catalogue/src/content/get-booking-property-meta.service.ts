import type { BookingPropertyMeta, bookingPropertyMetaQuerySchema } from '@stays/api-client';
import { countryByCode, countryById } from '@stays/brand-config';
import { payAtHotelRefusal } from '@stays/booking-rules';
import type { z } from 'zod';
import { getAvailability } from '../availability/get-availability.service';
import { hotelRestrictions } from '../availability/hotel-restrictions';
import { findActiveProperty } from '../hotel-details/find-property.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

type MetaRequest = z.output<typeof bookingPropertyMetaQuerySchema>;

const hhmm = (time: string) => time.slice(0, 5);

/**
 * GET /api/pwa/bookingPropertMeta: a property's booking facts from the catalogue — name, kind, currency, check-in
 * and check-out times, restrictions, which payment modes the stay allows (pay at hotel refused by no_postpaid or
 * too many rooms), how taxes are shown to a guest of user_country_id, and, with dates, the rooms left per category.
 */
export async function getBookingPropertyMeta(database: SqlClient, query: MetaRequest, now: Date): Promise<BookingPropertyMeta> {
  const property = await findActiveProperty(database, query.property_id);
  if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${query.property_id} does not exist or is not bookable`);
  const propertyCountry = countryById(property.country_id);
  const userCountry = (query.user_country_id ? countryByCode(query.user_country_id) : undefined) ?? propertyCountry;
  const stay = query.available_room_count
    ? await getAvailability(
        database,
        { hotel_id: property.id, checkin: query.available_room_count.checkin, checkout: query.available_room_count.checkout },
        now,
      )
    : null;
  const refusal = payAtHotelRefusal({ rooms: stay?.rooms ?? 1, noPostpaid: property.no_postpaid });
  return {
    property_id: property.id,
    name: property.name,
    property_type: property.property_type,
    category: property.category,
    city: property.city_name,
    country_code: propertyCountry?.code ?? '',
    currency_code: property.currency_code,
    checkin_time: hhmm(property.checkin_time),
    checkout_time: hhmm(property.checkout_time),
    user_mode: query.user_mode,
    restrictions: hotelRestrictions(property),
    payment_modes: { pay_online: true, pay_at_hotel: refusal === null, pay_at_hotel_refusal: refusal?.reason ?? null },
    taxes: {
      user_country_code: userCountry?.code ?? '',
      clusivity: userCountry?.taxClusivity ?? 'inclusive',
      rate_percent: propertyCountry?.taxRatePercent ?? 0,
    },
    availability: stay
      ? {
          checkin: stay.checkin,
          checkout: stay.checkout,
          nights: stay.nights,
          is_available: stay.is_available,
          room_categories: stay.room_categories_with_data.map((category) => ({
            id: category.id,
            name: category.name,
            available_rooms: category.available_rooms,
          })),
        }
      : null,
  };
}
