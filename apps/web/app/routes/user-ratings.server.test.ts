// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { UserRatingReply } from '@stays/api-client';
import { fakeApi, outcomeOf } from '../testing/fake-api';
import { action, loader } from './user-ratings';

const stay: UserRatingReply = {
  invoice_no: 'NV123',
  hotel: { id: 101, name: 'Nivaas Baga Sands' },
  checkin: '2026-03-12',
  checkout: '2026-03-13',
  status: 'rateable',
  rating: null,
};

function args(url: string, init?: RequestInit) {
  const parsed = new URL(url);
  return {
    request: new Request(url, { ...init, headers: { host: parsed.host, ...(init?.headers ?? {}) } }),
    params: { bookingId: 'NV123' } as Record<string, string | undefined>,
    context: {},
  };
}

const post = (url: string, form: Record<string, string>) =>
  args(url, { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } }) as ActionFunctionArgs;

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/user-ratings/{bookingId}', () => {
  it('opens the stay by its link token, sends the lookup without one, and a wrong link is a 404', async () => {
    const requests = fakeApi(() => ({ body: stay }));
    const page = await outcomeOf(loader(args('http://localhost/user-ratings/NV123?token=tok') as LoaderFunctionArgs));
    expect(page.body).toMatchObject({ stay: { status: 'rateable' }, access: { token: 'tok' } });
    expect(requests[0]?.url.pathname).toBe('/api/pwa/user-ratings/NV123');
    expect(requests[0]?.url.searchParams.get('token')).toBe('tok');
    expect(await outcomeOf(loader(args('http://localhost/user-ratings/NV123') as LoaderFunctionArgs))).toMatchObject({
      status: 302,
      location: '/booking/NV123',
    });
    fakeApi(() => ({ status: 404, body: { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'no' } }));
    expect((await outcomeOf(loader(args('http://localhost/user-ratings/NV123?token=forged') as LoaderFunctionArgs))).status).toBe(404);
  });

  it('posts the stars and the review (a plain form post) to postCheckoutFeedback, then shows the page again', async () => {
    const requests = fakeApi(() => ({ status: 201, body: { invoice_no: 'NV123', kind: 'post_checkout', rating: 5, created_at: '2026-03-14T00:00:00Z' } }));
    const outcome = await outcomeOf(action(post('http://localhost/user-ratings/NV123?token=tok', { rating: '5', review: '  Lovely stay by the sea.  ' })));
    expect(outcome).toMatchObject({ status: 302, location: '/user-ratings/NV123?token=tok' });
    expect(requests[0]?.url.pathname).toBe('/api/pwa/postCheckoutFeedback');
    expect(requests[0]?.body).toEqual({ invoice_no: 'NV123', token: 'tok', rating: 5, review: 'Lovely stay by the sea.' });
  });

  it('keeps the guest on the form, without calling the API, for no stars or a too short review', async () => {
    const requests = fakeApi(() => ({ body: {} }));
    const outcome = await outcomeOf(action(post('http://localhost/user-ratings/NV123?token=tok', { review: 'ok' })));
    expect(outcome).toMatchObject({
      status: 400,
      body: { values: { rating: null, review: 'ok' }, errors: { rating: 'ratingRequired', review: 'reviewLength' } },
    });
    expect(requests).toHaveLength(0);
  });
});
