// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { fakeApi, outcomeOf } from '../testing/fake-api';
import { action as signoutAction, loader as signoutLoader } from './newsletter-signout';
import { loader as gamesLoader } from './games';
import { action as checkinAction } from './online-checkin';

function args(url: string, init?: RequestInit, params: Record<string, string> = {}) {
  return { request: new Request(url, { ...init, headers: { host: new URL(url).host, ...(init?.headers ?? {}) } }), params, context: {} };
}

const sig = 'a'.repeat(64);
const refused = { status: 403, body: { statusCode: 403, code: 'NEWSLETTER_LINK_INVALID', message: 'this unsubscribe link is not valid' } };

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/service/newsletter-signout', () => {
  it('offers the unsubscribe button for a signed link of a subscribed account, and unsubscribes from the form', async () => {
    const requests = fakeApi((request) => ({ body: request.method === 'GET' ? { status: 'subscribed' } : { status: 'unsubscribed' } }));
    const page = await outcomeOf(signoutLoader(args(`http://localhost/service/newsletter-signout?u=7&sig=${sig}`) as LoaderFunctionArgs));
    expect(page).toEqual({ status: 200, body: { state: 'subscribed', link: { u: 7, sig } } });
    const form = new URLSearchParams({ u: '7', sig });
    const done = await outcomeOf(
      signoutAction(
        args('http://localhost/service/newsletter-signout', {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }) as ActionFunctionArgs,
      ),
    );
    expect(done).toEqual({ status: 200, body: { state: 'unsubscribed' } });
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { u: 7, sig } });
  });

  it('says a tampered or malformed link is not valid (403), asking the API nothing for a malformed one', async () => {
    const requests = fakeApi(() => refused);
    expect(await outcomeOf(signoutLoader(args(`http://localhost/service/newsletter-signout?u=7&sig=${sig}`) as LoaderFunctionArgs))).toEqual({
      status: 403,
      body: { state: 'invalid', link: null },
    });
    expect(await outcomeOf(signoutLoader(args('http://localhost/service/newsletter-signout?u=7&sig=xyz') as LoaderFunctionArgs))).toMatchObject({
      status: 403,
      body: { state: 'invalid' },
    });
    expect(requests).toHaveLength(1);
  });

  it('says already unsubscribed on a second visit', async () => {
    fakeApi(() => ({ body: { status: 'unsubscribed' } }));
    expect(await outcomeOf(signoutLoader(args(`http://localhost/service/newsletter-signout?u=7&sig=${sig}`) as LoaderFunctionArgs))).toMatchObject({
      body: { state: 'already' },
    });
  });
});

describe('/games', () => {
  it('is not offered where the country does not show Play and win', async () => {
    const requests = fakeApi(() => ({ body: {} }));
    await expect(gamesLoader(args('http://homes.localhost/games') as LoaderFunctionArgs)).rejects.toMatchObject({ init: { status: 404 } });
    expect(requests).toEqual([]);
  });

  it('sends a guest who is not signed in to sign in and back', async () => {
    fakeApi(() => ({ body: { isLoggedIn: false, user: null, csrf_token: null } }));
    const outcome = await outcomeOf(gamesLoader(args('http://localhost/games?category=heritage') as LoaderFunctionArgs));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/login?retUrl=${encodeURIComponent('http://localhost/games?category=heritage')}`);
  });
});

describe('/booking/{bookingId}/online-checkin', () => {
  it('sends every guest of the form with the session’s token, and tells a refused ID in words', async () => {
    const requests = fakeApi(() => ({ status: 400, body: { statusCode: 400, code: 'CHECKIN_ID_NOT_ACCEPTED', message: 'passport' } }));
    const form = new URLSearchParams([
      ['csrf_token', 'csrf-1'],
      ['arrival_time', '14:30'],
      ['name', 'Asha Verma'],
      ['nationality', 'in'],
      ['id_type', 'aadhaar'],
      ['id_number', '123456789012'],
      ['name', 'Tom Baker'],
      ['nationality', 'gb'],
      ['id_type', 'aadhaar'],
      ['id_number', '123456789012'],
    ]);
    const outcome = await outcomeOf(
      checkinAction(
        args(
          'http://localhost/booking/NV1/online-checkin',
          { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
          { bookingId: 'NV1' },
        ) as ActionFunctionArgs,
      ),
    );
    expect(outcome).toEqual({ status: 400, body: { error: 'idNotAccepted' } });
    expect(requests[0]?.url.pathname).toBe('/api/pwa/online-checkin/NV1');
    expect(requests[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(requests[0]?.body).toEqual({
      arrival_time: '14:30',
      guests: [
        { name: 'Asha Verma', nationality: 'in', id_type: 'aadhaar', id_number: '123456789012' },
        { name: 'Tom Baker', nationality: 'gb', id_type: 'aadhaar', id_number: '123456789012' },
      ],
    });
  });
});
