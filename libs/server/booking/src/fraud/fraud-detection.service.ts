import type { FraudVerdict } from '@stays/api-client';
import { countryByDialCode } from '@stays/brand-config';
import { findBookingByInvoiceNo } from '../bookings/bookings.repository';
import { isGuestPhone } from '../bookings/guest-phone';
import type { SqlClient } from '@stays/server-core';

const HOUR_MS = 3_600_000;
/** Points at or above which an attempt is checked by hand, and refused. */
const REVIEW_SCORE = 30;
const BLOCK_SCORE = 70;

export interface FraudCheck {
  phone: string;
  countryCode: string;
  deviceId: string;
  /** createBooking's caller key of the address ('address:<sha256>'): its bookings are counted. */
  addressKey: string;
  invoiceNo?: string | undefined;
  billingCountry?: string | undefined;
}

type Signal = FraudVerdict['signals'][number];

/**
 * POST fraudDetection: a verdict on a booking or payment attempt from what the API knows, stored with its signals.
 * Each signal over its limit adds its points: bookings per phone (24 h, 30), failed payments of that phone's bookings
 * (24 h, 40), bookings from the address (1 h, 20), phones tried from the device (24 h, 40), a billing country other than
 * the phone's (20), a booking whose guest phone is not this one (30). 70 points refuse (block), 30 send to review.
 */
export async function detectFraud(database: SqlClient, check: FraudCheck, now: Date): Promise<FraudVerdict> {
  const phone = `${check.countryCode.replace(/\D/g, '')}:${check.phone.replace(/\D/g, '')}`;
  const localDigits = check.phone.replace(/\D/g, '');
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [phoneBookings] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings WHERE regexp_replace(guest_phone, '\\D', '', 'g') = $1 AND created_at > $2`,
    [localDigits, dayAgo],
  );
  const [failedPayments] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_orders o JOIN bookings b ON b.id = o.booking_id
      WHERE regexp_replace(b.guest_phone, '\\D', '', 'g') = $1 AND o.status = 'failed' AND o.updated_at > $2`,
    [localDigits, dayAgo],
  );
  const [addressBookings] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE client_key = $1 AND created_at > $2`, [
    check.addressKey,
    hourAgo,
  ]);
  const [devicePhones] = await database.query<{ n: number }>(
    `SELECT count(DISTINCT phone)::int AS n FROM (SELECT phone FROM fraud_verdicts WHERE device_id = $1 AND created_at > $2 UNION SELECT $3::text) AS tried`,
    [check.deviceId, dayAgo, phone],
  );
  const signals: Signal[] = [
    { code: 'PHONE_BOOKINGS_24H', value: phoneBookings?.n ?? 0, limit: 5, points: 30 },
    { code: 'PHONE_FAILED_PAYMENTS_24H', value: failedPayments?.n ?? 0, limit: 3, points: 40 },
    { code: 'ADDRESS_BOOKINGS_1H', value: addressBookings?.n ?? 0, limit: 5, points: 20 },
    { code: 'DEVICE_PHONES_24H', value: devicePhones?.n ?? 1, limit: 3, points: 40 },
  ];
  if (check.billingCountry !== undefined) {
    const phoneCountry = countryByDialCode(check.countryCode)?.code.toUpperCase();
    signals.push({ code: 'BILLING_COUNTRY_MISMATCH', value: phoneCountry === check.billingCountry.toUpperCase() ? 0 : 1, limit: 0, points: 20 });
  }
  if (check.invoiceNo !== undefined) {
    const booking = await findBookingByInvoiceNo(database, check.invoiceNo);
    const matches = booking !== null && isGuestPhone(`${check.countryCode}${localDigits}`, booking);
    signals.push({ code: 'BOOKING_PHONE_MISMATCH', value: matches ? 0 : 1, limit: 0, points: 30 });
  }
  const counted = signals.filter((signal) => signal.value > signal.limit);
  const score = counted.reduce((sum, signal) => sum + signal.points, 0);
  const verdict = score >= BLOCK_SCORE ? 'block' : score >= REVIEW_SCORE ? 'review' : 'allow';
  const [row] = await database.query<{ id: number; created_at: Date }>(
    `INSERT INTO fraud_verdicts (phone, device_id, address_key, invoice_no, score, verdict, signals, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING id, created_at`,
    [phone, check.deviceId, check.addressKey, check.invoiceNo ?? null, score, verdict, JSON.stringify(counted), now],
  );
  if (!row) throw new Error('fraud verdict was not stored');
  return { id: row.id, verdict, score, signals: counted, created_at: new Date(row.created_at).toISOString() };
}
