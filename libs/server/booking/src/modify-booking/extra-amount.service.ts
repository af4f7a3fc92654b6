import type { ExtraAmountReply } from '@stays/api-client';
import { PAYMENT_STATUS } from '@stays/status-mapping';
import { countGuests, type RoomGuests } from '@stays/validation';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import { findBookingByInvoiceNo } from '../bookings/bookings.repository';
import { idempotent, type IdempotentReply } from '../idempotency/idempotent';
import type { BookingPayments } from '../payments/booking-payments';
import { startPayment } from '../payments/start-payment';
import { assertModifiable } from '../rebooking/modifiable';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';

const EXTRA_AMOUNT_SCOPE = 'extraAmount';

export interface ExtraAmountRequest extends BookingProof {
  invoice_no: string;
  reason: 'extra_guest';
  extra_adults: number;
  extra_children: number;
  return_url?: string | undefined;
  cancel_url?: string | undefined;
}

/** What the transaction commits and a replay of the same key answers; the payment order is opened after it. */
interface ExtraCharge {
  chargeId: number;
  amount: number;
}

/**
 * POST extraAmount: guests added to a booking that can still be changed. Each added adult or child is charged the
 * room category's extra-guest tariff (extra_bed_base_tariff) for every night; the guests must fit the rooms' maximum
 * occupancy. One transaction grows the booking's guests and amounts and records the charge (a refusal writes
 * nothing); then, as for a dearer date change, the provider order for the charge is opened. If the provider fails,
 * the charge stays on the booking: the same key (or createTransaction) opens the order again.
 */
export async function chargeExtraAmount(
  database: TransactionalDatabase,
  payments: BookingPayments,
  request: { idempotencyKey: string; caller: string; body: ExtraAmountRequest },
  now: Date,
): Promise<IdempotentReply<ExtraAmountReply>> {
  const { body } = request;
  const added = body.extra_adults + body.extra_children;
  if (added < 1) throw new ServiceError(400, 'VALIDATION_ERROR', 'extra_adults: add at least one adult or child');
  const recorded = await database.transaction((tx) =>
    idempotent<ExtraCharge>(tx, { scope: EXTRA_AMOUNT_SCOPE, key: request.idempotencyKey, caller: request.caller, body }, async () => {
      const booking = await findProvenBooking(tx, body.invoice_no, body, { forUpdate: true });
      assertModifiable(booking);
      const category = await roomCategoryOf(tx, booking.room_category_id);
      const guests = withAddedGuests(booking.guests_config, body.extra_adults, body.extra_children, category.max_occupancy);
      const amount = added * category.extra_bed_base_tariff * booking.nights_count;
      if (amount <= 0) throw new ServiceError(409, 'NO_EXTRA_CHARGE', `${booking.room_category_name} takes extra guests at no charge`);
      const paymentStatus = booking.payment_status_id === PAYMENT_STATUS.COMPLETED ? PAYMENT_STATUS.PARTIAL : booking.payment_status_id;
      await tx.query(
        `UPDATE bookings SET guests_config = $2::jsonb, no_of_guest = $3, total_amount = total_amount + $4, final_amount = final_amount + $4,
                payable_amount = payable_amount + $4, payment_status_id = $5, updated_at = $6 WHERE id = $1`,
        [booking.id, JSON.stringify(guests), countGuests(guests), amount, paymentStatus, now],
      );
      const [charge] = await tx.query<{ id: number }>(
        `INSERT INTO booking_extra_charges (booking_id, reason, extra_adults, extra_children, amount, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [booking.id, body.reason, body.extra_adults, body.extra_children, amount, now],
      );
      if (!charge) throw new Error('extra charge was not stored');
      return { status: 201, body: { chargeId: charge.id, amount } };
    }),
  );
  const booking = await findBookingByInvoiceNo(database, body.invoice_no);
  if (!booking) throw new Error(`booking ${body.invoice_no} vanished after its extra charge`);
  const { amount, chargeId } = recorded.body;
  const order = await startPayment(
    database,
    payments,
    booking,
    { purpose: 'balance', item: `extra-${chargeId}`, amount, returnUrl: body.return_url, cancelUrl: body.cancel_url },
    now,
  );
  await database.query(
    `UPDATE booking_extra_charges SET payment_order_id = (SELECT id FROM payment_orders WHERE provider_order_id = $2 AND booking_id = $3)
      WHERE id = $1 AND payment_order_id IS NULL`,
    [chargeId, order.order_id, booking.id],
  );
  return {
    status: recorded.status,
    replayed: recorded.replayed,
    body: {
      invoice_no: booking.invoice_no,
      extra_amount: amount,
      final_amount: booking.final_amount,
      no_of_guest: booking.no_of_guest,
      currency_code: booking.currency_code as ExtraAmountReply['currency_code'],
      redirectUrl: order.redirectUrl,
      order_id: order.order_id,
    },
  };
}

async function roomCategoryOf(tx: SqlClient, roomCategoryId: number): Promise<{ max_occupancy: number; extra_bed_base_tariff: number }> {
  const [row] = await tx.query<{ max_occupancy: number; extra_bed_base_tariff: number }>(
    'SELECT max_occupancy, extra_bed_base_tariff FROM room_categories WHERE id = $1',
    [roomCategoryId],
  );
  if (!row) throw new Error(`room category ${roomCategoryId} of a booking does not exist`);
  return row;
}

/** The rooms with the added adults, then children, each put in the first room with space; 409 when they do not fit. */
function withAddedGuests(rooms: readonly RoomGuests[], adults: number, children: number, maxOccupancy: number): RoomGuests[] {
  const next = rooms.map((room) => ({ ...room }));
  const place = (kind: 'adults' | 'children') => {
    const room = next.find((candidate) => candidate.adults + candidate.children < maxOccupancy);
    if (!room) throw new ServiceError(409, 'GUESTS_EXCEED_OCCUPANCY', `Maximum ${maxOccupancy} guests are allowed per room`);
    room[kind] += 1;
  };
  for (let index = 0; index < adults; index += 1) place('adults');
  for (let index = 0; index < children; index += 1) place('children');
  return next;
}
