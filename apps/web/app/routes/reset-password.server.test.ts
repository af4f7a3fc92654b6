// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { fakeApi, outcomeOf, type RecordedRequest } from '../testing/fake-api';
import { action } from './reset-password';

const LINK = 'http://localhost/reset-password?reset_password_token=tok-123&email=asha%40example.com';

/** The API's password calls: a reset with token tok-123 is accepted, any other token has expired. */
function api(): RecordedRequest[] {
  return fakeApi((request) => {
    const body = request.body as { reset_password_token?: string };
    if (request.url.pathname === '/api/pwa/forgotPassword') return { body: { ok: true } };
    if (request.url.pathname === '/api/pwa/resetPassword') {
      return body.reset_password_token === 'tok-123'
        ? { body: { ok: true } }
        : { status: 400, body: { statusCode: 400, code: 'RESET_LINK_INVALID', message: 'expired' } };
    }
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'not found' } };
  });
}

function post(url: string, form: Record<string, string>) {
  const request = new Request(url, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
  });
  return outcomeOf(action({ request, params: {}, context: {} } as unknown as ActionFunctionArgs));
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/reset-password: the password forms posted before hydration', () => {
  it('sets the new password with the link’s token and address', async () => {
    const requests = api();
    expect(await post(LINK, { intent: 'reset', password: 'a-new-password' })).toEqual({ status: 200, body: { done: true } });
    expect(requests[0]?.url.pathname).toMatch(/resetPassword$/);
    expect(requests[0]?.body).toEqual({ password: 'a-new-password', reset_password_token: 'tok-123', email: 'asha@example.com' });
  });

  it('says why not: a short password before asking, an expired link after', async () => {
    const requests = api();
    expect(await post(LINK, { intent: 'reset', password: 'short' })).toMatchObject({
      status: 400,
      body: { done: false, error: expect.objectContaining({ id: 'account.error.passwordShort' }) },
    });
    expect(requests).toEqual([]);
    const expired = LINK.replace('tok-123', 'tok-old');
    expect(await post(expired, { intent: 'reset', password: 'a-new-password' })).toMatchObject({
      status: 400,
      body: { error: expect.objectContaining({ id: 'account.error.linkInvalid' }) },
    });
  });

  it('asks for a reset link for the address, in the site’s device role', async () => {
    const requests = api();
    expect(await post('http://localhost/reset-password', { intent: 'forgot', user_email: ' asha@example.com ' })).toEqual({
      status: 200,
      body: { done: true },
    });
    expect(requests[0]?.body).toEqual({ user_email: 'asha@example.com', devise_role: 'Consumer_Guest' });
  });

  it('asks for a valid address before asking the API', async () => {
    const requests = api();
    expect(await post('http://localhost/reset-password', { intent: 'forgot', user_email: 'nope' })).toMatchObject({
      status: 400,
      body: { error: expect.objectContaining({ id: 'account.error.email' }) },
    });
    expect(requests).toEqual([]);
  });
});
