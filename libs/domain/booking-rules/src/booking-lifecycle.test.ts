import { describe, expect, it } from 'vitest';
import { displayStatus } from '@stays/status-mapping';
import { cancelledBookingStatus, initialBookingStatus, payAtHotelRefusal } from './booking-lifecycle';
import { isCancellable } from './booking-status-rules';

describe('a new booking starts confirmed when paid at the property, held when paid online', () => {
  it.each([
    ['pay_at_hotel', 0, 'confirmed', 0, 'confirmed'],
    ['online', 7, 'requested', 0, 'confirmed'],
  ] as const)('%s → status_key %i, state %s, payment status %i, shown %s', (mode, statusKey, state, paymentStatus, shown) => {
    const status = initialBookingStatus(mode);
    expect(status).toEqual({ status_key: statusKey, state, get_payment_status_id: paymentStatus });
    expect(displayStatus(status)).toBe(shown);
    expect(isCancellable(status)).toBe(true);
  });
});

describe('a cancelled booking is status_key 3, state cancelled, payment status 3', () => {
  it('and can no longer be cancelled', () => {
    const status = cancelledBookingStatus();
    expect(status).toEqual({ status_key: 3, state: 'cancelled', get_payment_status_id: 3 });
    expect(isCancellable(status)).toBe(false);
    expect(displayStatus(status)).toBe('cancelled');
  });
});

describe('pay at the property: not with no_postpaid, at most 3 rooms (4 where allowed)', () => {
  it.each([
    [{ rooms: 1, noPostpaid: false }, null],
    [{ rooms: 3, noPostpaid: false }, null],
    [
      { rooms: 4, noPostpaid: false },
      { reason: 'too_many_rooms', maxRooms: 3 },
    ],
    [{ rooms: 4, noPostpaid: false, allowsMoreRooms: true }, null],
    [
      { rooms: 5, noPostpaid: false, allowsMoreRooms: true },
      { reason: 'too_many_rooms', maxRooms: 4 },
    ],
    [{ rooms: 1, noPostpaid: true }, { reason: 'no_postpaid' }],
  ])('%o → %o', (context, refusal) => {
    expect(payAtHotelRefusal(context)).toEqual(refusal);
  });
});
