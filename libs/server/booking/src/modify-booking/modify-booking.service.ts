import type { CreateBookingReply, CreateBookingRequest } from '@stays/api-client';
import { countryByDialCode, phoneLengthFor } from '@stays/brand-config';
import { contactSchema, messageById } from '@stays/validation';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import { findBookingByInvoiceNo } from '../bookings/bookings.repository';
import type { BookingRow } from '../bookings/booking-row';
import { loadBookingReply } from '../bookings/load-booking-reply';
import { bookingNotFound } from '../get-booking/get-booking.service';
import type { BookingPayments } from '../payments/booking-payments';
import { assertModifiable } from '../rebooking/modifiable';
import { rebookDates } from '../rebooking/rebook-dates.service';
import { signBookingToken } from '../token/booking-token';
import { changeBookingExtras, type ExtrasChange } from '../meals/change-booking-extras';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

/** A change of an existing booking: its guest's name and e-mail, and/or its stay (dates, room category, guests). */
export interface BookingModification {
  invoiceNo: string;
  /** The guest's phone or the booking's token; or, with neither, the signed-in guest (`userId`) who owns the booking. */
  proof: BookingProof;
  userId: number | null;
  /** The brand of the site the call names (updateBooking's website): a booking of another brand is not found. */
  brandId?: string | undefined;
  guest?: { name?: string | undefined; email?: string | undefined } | undefined;
  stay: {
    checkin?: string | undefined;
    checkout?: string | undefined;
    roomCategoryId?: number | undefined;
    guestsConfig?: string | undefined;
    hotelId?: number | undefined;
  };
  /** Meals (booking.services.meals, the list the booking should have) and early check-in, changed on their own. */
  extras?: ExtrasChange | undefined;
  informGuest?: boolean | undefined;
  returnUrl?: string | undefined;
  cancelUrl?: string | undefined;
  /** Required when the stay changes (money may move); who sent it, as createBooking's caller. */
  idempotencyKey?: string | undefined;
  caller: string;
}

export interface ModifiedBooking {
  status: number;
  body: CreateBookingReply;
  replayed: boolean;
}

/**
 * PUT bookings/{id}/modify, PUT updateBooking/{invoiceNo} and POST bookingmodification. A new stay goes through the
 * same DATE_CHANGE rebooking as createBooking's re_booking (one transaction: nights moved, the booking replaced, the
 * difference charged on the provider's page or refunded); a new name or e-mail is checked with the contact form's
 * rules before anything is written, then set on the booking (the replacement, when the stay changed).
 */
export async function modifyBooking(
  database: TransactionalDatabase,
  request: BookingModification,
  now: Date,
  options: { payments?: BookingPayments | undefined },
): Promise<ModifiedBooking> {
  const proof = await proofOf(database, request);
  const old = await findProvenBooking(database, request.invoiceNo, proof);
  if (request.brandId !== undefined && old.brand_id !== request.brandId) throw bookingNotFound();
  const stayChanges = Object.values(request.stay).some((value) => value !== undefined);
  const contact = request.guest ? checkedContact(old, request.guest) : null;
  const extrasChange = request.extras && (request.extras.meals !== undefined || request.extras.earlyCheckin !== undefined) ? request.extras : null;
  if (!stayChanges && !contact && !extrasChange)
    throw new ServiceError(400, 'VALIDATION_ERROR', 'body: nothing to change (guest, checkin, checkout, room_category_id, guests_config or booking.services)');
  if (stayChanges && extrasChange)
    throw new ServiceError(400, 'VALIDATION_ERROR', 'booking: change the meals and early check-in on their own, not with the stay (the new stay keeps them)');
  if (extrasChange) await changeBookingExtras(database, { invoiceNo: old.invoice_no, proof }, extrasChange, now, options.payments);

  let status = 200;
  let replayed = false;
  let invoiceNo = old.invoice_no;
  let redirectUrl: string | null = null;
  if (stayChanges) {
    // The rebooking checks the booking can change inside its transaction, after a replay of the same key is answered.
    if (!request.idempotencyKey) throw new ServiceError(400, 'VALIDATION_ERROR', 'Idempotency-Key header is required to change the stay (8 to 200 characters)');
    const rebooked = await rebookDates(
      database,
      { idempotencyKey: request.idempotencyKey, caller: request.caller, body: rebookingBody(old, request, proof) },
      now,
      { payments: options.payments, userId: request.userId ?? old.user_id },
    );
    ({ status, replayed } = rebooked);
    invoiceNo = rebooked.body.invoice_no;
    redirectUrl = rebooked.body.redirectUrl;
  }
  if (contact) {
    await database.transaction(async (tx) => {
      const current = await findBookingByInvoiceNo(tx, invoiceNo, { forUpdate: true });
      if (!current) throw bookingNotFound();
      if (!stayChanges) assertModifiable(current);
      await tx.query('UPDATE bookings SET guest_name = $2, guest_email = $3, updated_at = $4 WHERE id = $1', [current.id, contact.name, contact.email, now]);
    });
  }
  const row = await findBookingByInvoiceNo(database, invoiceNo);
  if (!row) throw bookingNotFound();
  return { status, replayed, body: { ...(await loadBookingReply(database, row)), redirectUrl } };
}

/** A signed-in owner needs neither phone nor token: the booking must be theirs (another's answers the same 404). */
async function proofOf(database: TransactionalDatabase, request: BookingModification): Promise<BookingProof> {
  if (request.proof.token !== undefined || request.proof.user_phone !== undefined || request.userId === null) return request.proof;
  const row = await findBookingByInvoiceNo(database, request.invoiceNo);
  if (!row || row.user_id !== request.userId) throw bookingNotFound();
  return { token: signBookingToken(row.invoice_no) };
}

function checkedContact(booking: BookingRow, guest: NonNullable<BookingModification['guest']>): { name: string; email: string } {
  const dialCode = booking.guest_country_code;
  const schema = contactSchema({ country: { dialCode, phoneLength: phoneLengthFor(countryByDialCode(dialCode)) } });
  const name = guest.name ?? booking.guest_name;
  const email = guest.email ?? booking.guest_email;
  const parsed = schema.safeParse({ name, email, phone: booking.guest_phone });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const text = issue ? (messageById(issue.message)?.defaultMessage ?? issue.message) : 'invalid';
    throw new ServiceError(400, 'VALIDATION_ERROR', `guest.${String(issue?.path[0] ?? 'name')}: ${text}`);
  }
  return { name: name.trim(), email: email.trim() };
}

/** The createBooking rebooking body the change stands for (what its Idempotency-Key is checked against). */
function rebookingBody(old: BookingRow, request: BookingModification, proof: BookingProof): CreateBookingRequest {
  const checkin = request.stay.checkin ?? old.checkin;
  const checkout = request.stay.checkout ?? old.checkout;
  return {
    user: { first_name: old.guest_name, country_code: old.guest_country_code, phone: old.guest_phone, email: old.guest_email },
    booking: {
      hotel_id: old.property_id,
      room_category_id: request.stay.roomCategoryId ?? old.room_category_id,
      checkin,
      checkout,
      payment_mode: old.pay_at_hotel ? 'pay_at_hotel' : 'online',
    },
    request_type: 'REBOOKING',
    re_booking: {
      requestType: 'DATE_CHANGE',
      old_invoice_no: old.invoice_no,
      checkin,
      checkout,
      ...proof,
      hotel_id: request.stay.hotelId,
      room_category_id: request.stay.roomCategoryId,
      guests_config: request.stay.guestsConfig,
      inform_guest: request.informGuest,
    },
    // The replacement is booked from where the first one was (a stored source outside the two is an older web booking).
    source: old.source === 'Mobile Web Booking' ? 'Mobile Web Booking' : 'Web Booking',
    return_url: request.returnUrl,
    cancel_url: request.cancelUrl,
  };
}
