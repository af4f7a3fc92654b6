// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { bookingReply } from '../testing/booking-fixtures';
import { fakeApi } from '../testing/fake-api';
import { action, loader } from './booking-paid';

const failedPayment = {
  booking: bookingReply({ pay_at_hotel: false, payable: true, available_payment_modes: ['CC', 'UPI'], final_amount: 500_000 }),
  payment: { order_id: 'sbx_9', purpose: 'booking', status: 'failed', amount: 500_000, refunded_amount: 0, currency_code: 'INR', mode: 'CC' },
  modal: 'paymentStatus',
};

function args(url: string, init?: RequestInit) {
  return { request: new Request(url, { ...init, headers: { host: new URL(url).host, ...(init?.headers ?? {}) } }), params: {}, context: {} };
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/booking-paid and /order-paid', () => {
  it('asks booking-paid with the bookingToken and the order the payment page names', async () => {
    const requests = fakeApi(() => ({ body: failedPayment }));
    const page = await loader(args('http://localhost/booking-paid?bookingToken=bt-1&order_id=sbx_9&status=failed') as LoaderFunctionArgs);
    expect(page.result.modal).toBe('paymentStatus');
    expect(requests[0]?.url.pathname).toBe('/api/pwa/booking-paid');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toMatchObject({ bookingToken: 'bt-1', order_id: 'sbx_9' });
  });

  it('asks order-paid for a later payment', async () => {
    const requests = fakeApi(() => ({ body: { ...failedPayment, modal: 'paymentSuccess' } }));
    await loader(args('http://localhost/order-paid?bookingToken=bt-1&order_id=sbx_10') as LoaderFunctionArgs);
    expect(requests[0]?.url.pathname).toBe('/api/pwa/order-paid');
  });

  it('answers 404 without a bookingToken or for one the API does not know', async () => {
    fakeApi(() => ({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'no' } }));
    await expect(loader(args('http://localhost/booking-paid') as LoaderFunctionArgs)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loader(args('http://localhost/booking-paid?bookingToken=forged') as LoaderFunctionArgs)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('retryPayment opens a new order for what is left, by the booking token, and sends the browser to the payment page', async () => {
    const requests = fakeApi((request) =>
      request.url.pathname === '/api/pwa/createTransaction'
        ? { body: { redirectUrl: '/api/pwa/sandbox-pay/sbx_11', order_id: 'sbx_11', amount: 500_000 } }
        : { body: failedPayment },
    );
    const form = new URLSearchParams({ intent: 'retryPayment' });
    const thrown = await action(
      args('http://localhost/booking-paid?bookingToken=bt-1&order_id=sbx_9', {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }) as ActionFunctionArgs,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/api/pwa/sandbox-pay/sbx_11');
    const transaction = requests.find((request) => request.method === 'POST');
    expect(transaction?.body).toEqual({ invoice_no: 'NV7Q4K2M', transaction: { amount: 500_000 }, token: 'tok-123' });
  });
});
