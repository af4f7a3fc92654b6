import { describe, expect, it } from 'vitest';
import { guestBookingStatus } from './guest-status';

const held = { status_key: 7, pay_at_hotel: false, get_payment_status_id: 0, display_status: 'confirmed' } as const;

describe('the status a guest sees for a booking (booking page and My bookings alike)', () => {
  it.each([
    ['an unpaid online booking held for payment', held, 'awaiting-payment'],
    ['a held booking paid in part', { ...held, get_payment_status_id: 1 }, 'confirmed'],
    ['a held booking paid in full', { ...held, get_payment_status_id: 2 }, 'confirmed'],
    ['a booking paid at the hotel', { ...held, pay_at_hotel: true }, 'confirmed'],
    ['a confirmed booking', { ...held, status_key: 0 }, 'confirmed'],
    ['a cancelled hold', { ...held, display_status: 'cancelled' }, 'cancelled'],
    ['a checked-out stay', { ...held, status_key: 2, display_status: 'checked-out' }, 'checked-out'],
  ] as const)('%s is %s', (_name, booking, expected) => {
    expect(guestBookingStatus(booking)).toBe(expected);
  });
});
