import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhoneDigits } from './mask-contact';

describe('masking a contact for mask_data', () => {
  it('keeps the first two and last two digits of a phone', () => {
    expect(maskPhoneDigits('9812345610')).toBe('98******10');
    expect(maskPhoneDigits('61234567')).toBe('61****67');
  });

  it('hides every digit of a number too short to show any', () => {
    expect(maskPhoneDigits('1234')).toBe('****');
  });

  it('keeps the first character of the local part and the whole domain of an e-mail', () => {
    expect(maskEmail('asha.rao@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('shows nothing of a text that is not an address', () => {
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});
