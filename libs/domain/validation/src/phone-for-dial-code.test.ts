import { describe, expect, it } from 'vitest';
import { isPhoneValidForDialCode, phoneLengthForDialCode } from './phone-for-dial-code';

describe('the phone a guest types follows the chosen dial code (accounts-commerce §5)', () => {
  it.each([
    ['+91', { min: 10, max: 10 }],
    ['91', { min: 10, max: 10 }],
    ['+60', { min: 9, max: 10 }],
    ['+999', { min: 6, max: 12 }],
  ])('%s allows %j digits', (dialCode, length) => {
    expect(phoneLengthForDialCode(dialCode)).toEqual(length);
  });

  it.each([
    ['9876543210', '+91', true],
    ['6000000000', '91', true],
    ['5876543210', '+91', false], // +91 starts with 6, 7, 8 or 9
    ['98765432101', '+91', false], // 11 digits: India is exactly 10
    ['987654321012345', '+91', false], // the 15 digits the field used to allow
    ['987654321', '+91', false],
    ['612345678', '+31', true],
    ['123456', '+999', true],
    ['1234567890123', '+999', false],
  ])('%s for %s is %s', (phone, dialCode, valid) => {
    expect(isPhoneValidForDialCode(phone, dialCode)).toBe(valid);
  });
});
