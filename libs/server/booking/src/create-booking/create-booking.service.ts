import type { Booking, CreateBookingRequest } from '@stays/api-client';
import { bookingMessages, bookingRequestType, initialBookingStatus, payAtHotelRefusal } from '@stays/booking-rules';
import { ServiceError, getHotelDetails, resolveStay, type SqlClient } from '@stays/server-catalogue';
import { findBookingByInvoiceNo, insertBooking } from '../bookings/bookings.repository';
import { bookingLink } from '../bookings/booking-link';
import { bookingReply } from '../bookings/booking-reply';
import type { NewBooking } from '../bookings/booking-row';
import type { TransactionalDatabase } from '../database/transactional-database';
import { idempotent, type IdempotentReply } from '../idempotency/idempotent';
import { takeRoomNights } from '../inventory/room-nights.repository';
import { newInvoiceNo } from '../invoice/invoice-no';
import { bookingNotifications } from '../outbox/booking-notifications';
import { enqueueMessages } from '../outbox/outbox.repository';
import { signBookingToken } from '../token/booking-token';
import { findBookingProperty } from './find-booking-property.repository';
import { guestContact, type GuestContact } from './guest-contact';

export const CREATE_BOOKING_SCOPE = 'createBooking';
const INVOICE_NO_ATTEMPTS = 5;

/**
 * POST createBooking: a pay-at-hotel booking of one room category for a stay, priced exactly as the hotel page
 * prices it. In one transaction it claims the Idempotency-Key, takes every night of every room, inserts the booking
 * and writes the confirmation e-mail and SMS to the outbox; any refusal rolls all of it back.
 */
export async function createBooking(
  database: TransactionalDatabase,
  request: { idempotencyKey: string; body: CreateBookingRequest },
  now: Date,
): Promise<IdempotentReply<Booking>> {
  const { booking } = request.body;
  const contact = guestContact(request.body.user);
  if (booking.payment_mode === 'online') {
    throw new ServiceError(422, 'ONLINE_PAYMENT_UNAVAILABLE', 'online payment is not offered yet: book with payment_mode pay_at_hotel');
  }
  // Dates and rooms are checked before the transaction; the hotel details check them again with the hotel's time zone.
  const stay = resolveStay({ checkin: booking.checkin, checkout: booking.checkout, roomsConfig: booking.rooms_config }, null);

  return database.transaction((tx) =>
    idempotent(tx, { scope: CREATE_BOOKING_SCOPE, key: request.idempotencyKey, body: request.body }, async () => {
      const details = await getHotelDetails(
        tx,
        booking.hotel_id,
        {
          available_room_count: { checkin: booking.checkin, checkout: booking.checkout, min_count: 1 },
          rooms_config: booking.rooms_config,
          selected_rcid: booking.room_category_id,
        },
        now,
      );
      const category = details.room_categories_with_data.find((candidate) => candidate.id === booking.room_category_id);
      if (!category) throw new ServiceError(404, 'ROOM_CATEGORY_NOT_FOUND', `hotel ${booking.hotel_id} has no room category ${booking.room_category_id}`);
      const property = await findBookingProperty(tx, booking.hotel_id);
      if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${booking.hotel_id} does not exist or is not bookable`);

      const refusal = payAtHotelRefusal({ rooms: stay.rooms.length, noPostpaid: property.no_postpaid });
      if (refusal?.reason === 'no_postpaid') throw new ServiceError(422, 'PAY_AT_HOTEL_NOT_ALLOWED', bookingMessages.payAtHotelNotAllowed.defaultMessage);
      if (refusal?.reason === 'too_many_rooms') {
        throw new ServiceError(422, 'PAY_AT_HOTEL_NOT_ALLOWED', bookingMessages.payAtHotelMaxRooms.defaultMessage.replace('{max}', String(refusal.maxRooms)));
      }
      if (category.isSoldOut) throw roomsUnavailable(category.name);

      const taken = await takeRoomNights(tx, { roomCategoryId: category.id, checkin: stay.checkin, checkout: stay.checkout, rooms: stay.rooms.length });
      if (taken !== stay.nights) throw roomsUnavailable(category.name);

      const status = initialBookingStatus('pay_at_hotel');
      const newBooking: Omit<NewBooking, 'invoice_no'> = {
        property_id: booking.hotel_id,
        room_category_id: category.id,
        checkin: stay.checkin,
        checkout: stay.checkout,
        nights_count: stay.nights,
        rooms: stay.rooms.length,
        guests_config: stay.rooms,
        no_of_guest: stay.guests,
        status_key: status.status_key,
        state: status.state,
        payment_status_id: status.get_payment_status_id,
        total_amount: category.summed_final_price,
        slasher_amount: category.summed_slasher_price,
        discount: 0,
        final_amount: category.summed_final_price,
        payable_amount: category.summed_final_price,
        amount_paid: 0,
        currency_code: property.currency_code,
        pay_at_hotel: true,
        ...guestColumns(contact),
        source: request.body.source,
        request_type: bookingRequestType({ oldBookingIdInSession: booking.old_invoice_no }),
      };
      const invoiceNo = await insertWithFreshInvoiceNo(tx, newBooking, property.brand_id, now);
      const row = await findBookingByInvoiceNo(tx, invoiceNo);
      if (!row) throw new Error(`booking ${invoiceNo} vanished inside its own transaction`);
      const token = signBookingToken(invoiceNo);
      await enqueueMessages(tx, bookingNotifications('booking_confirmation', row, bookingLink(invoiceNo, token)), now);
      return { status: 201, body: bookingReply(row, token) };
    }),
  );
}

function guestColumns(contact: GuestContact) {
  return { guest_name: contact.name, guest_email: contact.email, guest_phone: contact.phone, guest_country_code: contact.countryCode };
}

function roomsUnavailable(categoryName: string): ServiceError {
  return new ServiceError(409, 'ROOMS_UNAVAILABLE', `${categoryName} is no longer available for every night of this stay`);
}

// 40 random bits make a clash rare, not impossible: draw again rather than fail the guest's booking.
async function insertWithFreshInvoiceNo(tx: SqlClient, booking: Omit<NewBooking, 'invoice_no'>, brandId: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < INVOICE_NO_ATTEMPTS; attempt += 1) {
    const invoiceNo = newInvoiceNo(brandId);
    if ((await insertBooking(tx, { ...booking, invoice_no: invoiceNo }, now)) !== null) return invoiceNo;
  }
  throw new Error(`no free booking number after ${INVOICE_NO_ATTEMPTS} draws`);
}
