import type { OnlineCheckin, OnlineCheckinBody } from '@stays/api-client';
import { COUNTRIES, checkinIdTypes } from '@stays/brand-config';
import { ServiceError, type SqlClient } from '@stays/server-core';

interface CheckinBookingRow {
  id: number;
  invoice_no: string;
  hotel_name: string;
  stay_country: string;
  checkin: string;
  checkout: string;
  no_of_guest: number;
  state: string;
}

interface CheckinRow {
  arrival_time: string;
  guests: OnlineCheckinBody['guests'];
  updated_at: Date;
}

const NATIONALITIES = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The signed-in guest's own booking (another guest's is "not found", so ids cannot be probed). */
async function findOwnBooking(database: SqlClient, userId: number, invoiceNo: string): Promise<CheckinBookingRow> {
  const [booking] = await database.query<CheckinBookingRow>(
    `SELECT b.id, b.invoice_no, p.name AS hotel_name, lower(c.code) AS stay_country, b.checkin::text AS checkin, b.checkout::text AS checkout,
            b.no_of_guest, b.state
       FROM bookings b JOIN properties p ON p.id = b.property_id JOIN countries c ON c.id = p.country_id
      WHERE b.invoice_no = $1 AND b.user_id = $2`,
    [invoiceNo, userId],
  );
  if (!booking) throw new ServiceError(404, 'BOOKING_NOT_FOUND', 'you have no booking with that id');
  return booking;
}

async function findCheckin(database: SqlClient, bookingId: number): Promise<CheckinRow | null> {
  const [row] = await database.query<CheckinRow>('SELECT arrival_time, guests, updated_at FROM online_checkins WHERE booking_id = $1', [bookingId]);
  return row ?? null;
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Online check-in is for a confirmed stay that has not ended. */
function assertOpen(booking: CheckinBookingRow, now: Date): void {
  if (booking.state !== 'confirmed') throw new ServiceError(409, 'CHECKIN_NOT_OPEN', 'online check-in is only for a confirmed booking');
  if (booking.checkout <= today(now)) throw new ServiceError(409, 'CHECKIN_NOT_OPEN', 'this stay has ended: online check-in is closed');
}

/** GET online-checkin/{bookingId}: what the check-in page shows (accounts-commerce §3 "Online check-in"). */
export async function getOnlineCheckin(database: SqlClient, userId: number, invoiceNo: string): Promise<OnlineCheckin> {
  const booking = await findOwnBooking(database, userId, invoiceNo);
  const checkin = await findCheckin(database, booking.id);
  return {
    booking: {
      invoice_no: booking.invoice_no,
      hotel_name: booking.hotel_name,
      checkin: booking.checkin,
      checkout: booking.checkout,
      no_of_guest: booking.no_of_guest,
    },
    stay_country: booking.stay_country,
    countries: NATIONALITIES.map((country) => ({ code: country.code, name: country.name, id_types: [...checkinIdTypes(booking.stay_country, country.code)] })),
    guestWidgets: Array.from({ length: booking.no_of_guest }, (_, index) => ({ index, title: `Guest ${index + 1}` })),
    successWidgets: checkin
      ? [
          { label: 'arrival', value: checkin.arrival_time },
          { label: 'guests', value: checkin.guests.map((guest) => guest.name).join(', ') },
        ]
      : [],
    successMsg: checkin ? `You are checked in online at ${booking.hotel_name}: show your ID at the desk and collect your key.` : null,
    checkin: checkin ? { arrival_time: checkin.arrival_time, guests: checkin.guests, updated_at: new Date(checkin.updated_at).toISOString() } : null,
  };
}

/**
 * POST online-checkin/{bookingId}: stores the arrival time and every guest of the booking, each with a document their
 * nationality may show in the stay's country. Sent again, it replaces what was given.
 */
export async function saveOnlineCheckin(database: SqlClient, userId: number, invoiceNo: string, body: OnlineCheckinBody, now: Date): Promise<OnlineCheckin> {
  const booking = await findOwnBooking(database, userId, invoiceNo);
  assertOpen(booking, now);
  if (body.guests.length !== booking.no_of_guest) {
    throw new ServiceError(400, 'CHECKIN_GUESTS_MISMATCH', `this booking is for ${booking.no_of_guest} guests: give the details of each of them`);
  }
  body.guests.forEach((guest, index) => {
    if (!NATIONALITIES.some((country) => country.code === guest.nationality)) {
      throw new ServiceError(400, 'CHECKIN_NATIONALITY_UNKNOWN', `guest ${index + 1}: choose a nationality from the list`);
    }
    if (!checkinIdTypes(booking.stay_country, guest.nationality).includes(guest.id_type)) {
      throw new ServiceError(400, 'CHECKIN_ID_NOT_ACCEPTED', `guest ${index + 1}: a guest of that nationality shows a passport here`);
    }
  });
  const guests = body.guests.map((guest) => ({ ...guest, name: guest.name.trim(), id_number: guest.id_number.trim().toUpperCase() }));
  await database.query(
    `INSERT INTO online_checkins (booking_id, arrival_time, guests, created_at, updated_at) VALUES ($1, $2, $3::jsonb, $4, $4)
     ON CONFLICT (booking_id) DO UPDATE SET arrival_time = $2, guests = $3::jsonb, updated_at = $4`,
    [booking.id, body.arrival_time, JSON.stringify(guests), now],
  );
  return getOnlineCheckin(database, userId, invoiceNo);
}
