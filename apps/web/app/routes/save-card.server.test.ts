// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { bookingReply } from '../testing/booking-fixtures';
import { fakeApi } from '../testing/fake-api';
import { action, loader } from './save-card';
import { loader as resultLoader } from './save-card-result';

function args(url: string, params: Record<string, string>, init?: RequestInit) {
  return { request: new Request(url, { ...init, headers: { host: new URL(url).host, ...(init?.headers ?? {}) } }), params, context: {} };
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/booking/{bookingId}/save-card', () => {
  it('shows the booking opened by its token', async () => {
    fakeApi(() => ({ body: bookingReply({ saved_cards: [{ id: 1, network: 'VISA', last4: '1111' }] }) }));
    const page = await loader(args('http://localhost/booking/NV7Q4K2M/save-card?token=tok-123', { bookingId: 'NV7Q4K2M' }) as LoaderFunctionArgs);
    expect(page.booking.saved_cards).toEqual([{ id: 1, network: 'VISA', last4: '1111' }]);
    expect(page.access).toEqual({ token: 'tok-123' });
  });

  it('starts the card check with the booking proof and sends the browser to the provider page', async () => {
    const requests = fakeApi((request) =>
      request.method === 'POST' ? { body: { redirectUrl: '/api/pwa/sandbox-pay/sbx_card', order_id: 'sbx_card', amount: 0 } } : { body: bookingReply() },
    );
    const form = new URLSearchParams({ intent: 'saveCard' });
    const thrown = await action(
      args(
        'http://localhost/booking/NV7Q4K2M/save-card?token=tok-123',
        { bookingId: 'NV7Q4K2M' },
        { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      ) as ActionFunctionArgs,
    ).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe('/api/pwa/sandbox-pay/sbx_card');
    const started = requests.find((request) => request.method === 'POST');
    expect(started?.url.pathname).toBe('/api/pwa/booking/NV7Q4K2M/save-card');
    expect(started?.body).toEqual({ invoice_no: 'NV7Q4K2M', token: 'tok-123' });
  });
});

describe('/save-card/{status}', () => {
  it('answers verified and error with the way back to the booking, anything else is not found', async () => {
    const load = (url: string, status: string) => resultLoader(args(url, { status }) as LoaderFunctionArgs);
    await expect(load('http://localhost/save-card/verified?booking_id=NV7Q4K2M', 'verified')).resolves.toMatchObject({
      verified: true,
      savedTo: 'booking',
      backHref: '/booking/NV7Q4K2M',
    });
    await expect(load('http://localhost/save-card/error', 'error')).resolves.toMatchObject({ verified: false, savedTo: 'booking', backHref: '/booking' });
    await expect(load('http://localhost/save-card/other', 'other')).rejects.toMatchObject({ init: { status: 404 } });
  });
});
