import { describe, expect, it } from 'vitest';
import { isGuestPhone } from './guest-phone';

describe('the phone typed for a lookup is the booking’s, compared on digits', () => {
  const booking = { guest_phone: '9876543210', guest_country_code: '+91' };

  it.each([
    ['9876543210', true],
    ['+91-9876543210', true],
    ['919876543210', true],
    ['98765-43210', true],
    ['9876543211', false],
    ['876543210', false],
    ['449876543210', false],
    ['', false],
  ])('%s → %s', (typed, matches) => {
    expect(isGuestPhone(typed, booking)).toBe(matches);
  });
});
