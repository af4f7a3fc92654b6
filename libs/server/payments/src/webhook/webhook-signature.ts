import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A signed request older (or newer) than this is refused: a captured request cannot be replayed days later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme of the common card providers. */
export function signWebhook(rawBody: string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(`${timestamp}.${rawBody}`, secret)}`;
}

export function isWebhookSignatureValid(rawBody: string, header: string | undefined, secret: string, now: Date): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts['t']);
  const given = parts['v1'];
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(`${timestamp}.${rawBody}`, secret), 'hex'));
}

function hmac(text: string, secret: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
