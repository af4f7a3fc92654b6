import { describe, expect, it } from 'vitest';
import { bookingTokenSecret, isBookingTokenValid, signBookingToken } from './booking-token';

describe('a booking link token is an HMAC of the invoice_no', () => {
  const secret = 'test-secret';

  it('opens the booking it was made for', () => {
    expect(isBookingTokenValid('NV12345678', signBookingToken('NV12345678', secret), secret)).toBe(true);
  });

  it.each([
    ['another booking’s token', signBookingToken('NV87654321', 'test-secret')],
    ['a token signed with another secret', signBookingToken('NV12345678', 'other-secret')],
    ['a truncated token', signBookingToken('NV12345678', 'test-secret').slice(0, -1)],
    ['an empty token', ''],
  ])('refuses %s', (_case, token) => {
    expect(isBookingTokenValid('NV12345678', token, secret)).toBe(false);
  });

  it('uses BOOKING_TOKEN_SECRET, else one random secret for the process', () => {
    expect(bookingTokenSecret({ BOOKING_TOKEN_SECRET: 'configured' })).toBe('configured');
    const dev = bookingTokenSecret({});
    expect(dev).toMatch(/^[0-9a-f]{64}$/);
    expect(bookingTokenSecret({})).toBe(dev);
  });
});
