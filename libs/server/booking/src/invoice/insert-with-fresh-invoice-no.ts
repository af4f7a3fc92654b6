import { insertBooking } from '../bookings/bookings.repository';
import type { NewBooking } from '../bookings/booking-row';
import { newInvoiceNo } from './invoice-no';
import type { SqlClient } from '@stays/server-core';

const INVOICE_NO_DRAWS = 5;

/**
 * Inserts `booking` under a new booking number and returns it. 40 random bits make a clash rare, not impossible:
 * a number already taken is drawn again rather than failing the guest's booking.
 */
export async function insertWithFreshInvoiceNo(tx: SqlClient, booking: Omit<NewBooking, 'invoice_no'>, brandId: string, now: Date): Promise<string> {
  for (let draw = 0; draw < INVOICE_NO_DRAWS; draw += 1) {
    const invoiceNo = newInvoiceNo(brandId);
    if ((await insertBooking(tx, { ...booking, invoice_no: invoiceNo }, now)) !== null) return invoiceNo;
  }
  throw new Error(`no free booking number after ${INVOICE_NO_DRAWS} draws`);
}
