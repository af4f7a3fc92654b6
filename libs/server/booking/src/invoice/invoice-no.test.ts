import { describe, expect, it } from 'vitest';
import { newInvoiceNo } from './invoice-no';

describe('a booking number is the brand’s two letters and 8 base32 characters', () => {
  it.each([
    ['nivaas', 'NV'],
    ['dunelight', 'DL'],
    ['dunelight-in', 'DI'],
  ])('%s → %s…', (brand, prefix) => {
    expect(newInvoiceNo(brand)).toMatch(new RegExp(`^${prefix}[0-9A-HJKMNP-TV-Z]{8}$`));
  });

  it('has no I, L, O or U to misread, whatever the random bytes', () => {
    expect(newInvoiceNo('nivaas', () => Buffer.from([0, 31, 32, 63, 18, 21, 24, 27]))).toBe('NV0Z0ZJNRV');
  });

  it('differs between bookings', () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newInvoiceNo('nivaas')));
    expect(numbers.size).toBe(1000);
  });
});
