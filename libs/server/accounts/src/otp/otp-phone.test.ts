import { describe, expect, it } from 'vitest';
import { maskedPhone, phoneNumberOf } from './otp-phone';

describe('the phone of an OTP call (accounts-commerce §5)', () => {
  it('takes the dial code with or without its plus', () => {
    expect(phoneNumberOf('91', '9812345678')).toEqual({ countryCode: '+91', phone: '9812345678' });
    expect(phoneNumberOf('+31', '612345678')).toEqual({ countryCode: '+31', phone: '612345678' });
  });

  it.each([
    ['+91', '5812345678'],
    ['+91', '98123'],
    ['', '9812345678'],
  ])('refuses %s %s with INVALID_PHONE', (code, phone) => {
    expect(() => phoneNumberOf(code, phone)).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_PHONE' }));
  });

  it('is masked but for its last four digits', () => {
    expect(maskedPhone({ countryCode: '+91', phone: '9812345678' })).toBe('+91******5678');
  });
});
