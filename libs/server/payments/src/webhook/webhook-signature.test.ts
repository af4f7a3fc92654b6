import { describe, expect, it } from 'vitest';
import { isWebhookSignatureValid, signWebhook } from './webhook-signature';

const now = new Date('2026-03-01T10:00:00Z');
const body = JSON.stringify({ id: 'evt_1', type: 'payment.paid' });

describe('webhook signature', () => {
  it('accepts what it signed with the same secret', () => {
    expect(isWebhookSignatureValid(body, signWebhook(body, 'secret', now), 'secret', now)).toBe(true);
  });

  it('refuses another secret, an altered body, a missing or malformed header', () => {
    const header = signWebhook(body, 'secret', now);
    expect(isWebhookSignatureValid(body, header, 'other', now)).toBe(false);
    expect(isWebhookSignatureValid(body.replace('paid', 'failed'), header, 'secret', now)).toBe(false);
    expect(isWebhookSignatureValid(body, undefined, 'secret', now)).toBe(false);
    expect(isWebhookSignatureValid(body, 't=abc,v1=zz', 'secret', now)).toBe(false);
  });

  it('refuses a signature older than five minutes (a captured request replayed later)', () => {
    const header = signWebhook(body, 'secret', now);
    expect(isWebhookSignatureValid(body, header, 'secret', new Date(now.getTime() + 299_000))).toBe(true);
    expect(isWebhookSignatureValid(body, header, 'secret', new Date(now.getTime() + 301_000))).toBe(false);
  });
});
