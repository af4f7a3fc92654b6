const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes text byte by byte as a hostile client can: like encodeURIComponent, but a lone surrogate (which
 * encodeURIComponent refuses) becomes its three WTF-8 bytes, e.g. %ED%A0%80, which are not valid UTF-8.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += bytesOf(Buffer.from(text.slice(index, index + 2), 'utf8'));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += bytesOf(Buffer.from([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]));
    } else {
      const char = text.charAt(index);
      encoded += UNRESERVED.test(char) ? char : bytesOf(Buffer.from(char, 'utf8'));
    }
  }
  return encoded;
}

function bytesOf(bytes: Buffer): string {
  return [...bytes].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}
