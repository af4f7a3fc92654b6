/**
 * A fresh Idempotency-Key for one booking attempt. crypto.randomUUID needs a secure context; plain-http hosts
 * other than localhost fall back to getRandomValues, which every browser offers.
 */
export function newIdempotencyKey(cryptoApi: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
