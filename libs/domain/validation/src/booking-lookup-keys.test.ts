import { describe, expect, it } from 'vitest';
import { isLookupPhoneKeyAllowed, isLookupPhoneValid, lookupPhoneMaxLength } from './booking-lookup';

describe('the booking lookup phone field: as long as the number written with its dial code, digits, plus and hyphen only', () => {
  it('holds "+91 98765-01234" for India and no more', () => {
    expect(lookupPhoneMaxLength('+91', 10)).toBe('+91 98765-01234'.length);
    expect(lookupPhoneMaxLength('91', 10)).toBe(15);
    expect(lookupPhoneMaxLength('+31', 9)).toBe(14);
    expect(isLookupPhoneValid('+91 98765-01234', '+91')).toBe(true);
  });

  it.each([
    ['5', '', true],
    ['+', '', true],
    ['-', '98765', true],
    [' ', '98765', true],
    ['a', '', false],
    ['(', '', false],
    ['1', '+91 98765-01234', false],
    ['Backspace', '+91 98765-01234', true],
    ['ArrowLeft', '+91 98765-01234', true],
  ])('%j after %j: %s', (key, current, allowed) => {
    expect(isLookupPhoneKeyAllowed(key, current, 15)).toBe(allowed);
  });
});
