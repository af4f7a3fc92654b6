import type { Booking } from '@stays/api-client';
import { findPaymentOrdersOfBooking } from '../payments/payment-orders.repository';
import { findSavedCards } from '../save-card/saved-cards.repository';
import { signBookingToken } from '../token/booking-token';
import type { BookingRow } from './booking-row';
import { bookingReply } from './booking-reply';
import { findBookingMeals } from '../meals/booking-meals.repository';
import type { SqlClient } from '@stays/server-core';

/** The reply for a booking with its payments, saved cards and meal items read fresh. */
export async function loadBookingReply(database: SqlClient, row: BookingRow, token: string = signBookingToken(row.invoice_no)): Promise<Booking> {
  const [orders, cards, meals] = await Promise.all([
    findPaymentOrdersOfBooking(database, row.id),
    findSavedCards(database, row.id),
    findBookingMeals(database, row.id),
  ]);
  return bookingReply(row, token, { orders, cards, meals });
}
