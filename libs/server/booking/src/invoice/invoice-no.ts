import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a guest reading it aloud or typing it cannot confuse characters.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const PREFIX_BY_BRAND: Readonly<Record<string, string>> = { nivaas: 'NV', dunelight: 'DL', 'dunelight-in': 'DI' };

/** A booking number: the brand's two letters and 8 random base32 characters (40 bits), e.g. NV7K2M9QXA. */
export function newInvoiceNo(brandId: string, random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(8);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return `${PREFIX_BY_BRAND[brandId] ?? 'BK'}${code}`;
}
