// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { fakeApi, outcomeOf, type RecordedRequest } from '../testing/fake-api';
import { action, loader } from './login';
import { userProfileFixture } from '@stays/api-client/testing';

const TOKEN = 'form-token-0123456789abcdefghijklmnopqrstuvwxyz';
const SESSION = 'token=new-session; Path=/; Max-Age=15552000; HttpOnly; SameSite=Lax';
const profile = userProfileFixture({ verificationInfo: { phoneVerified: true, emailVerified: true, step: 'verify' } });

/** The API's sign-in: the seeded guest's password is right, anything else is refused as the API refuses it. */
function api(): RecordedRequest[] {
  return fakeApi((request) => {
    if (request.url.pathname !== '/api/pwa/userSignIn') return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'not found' } };
    const body = request.body as { password: string };
    if (body.password !== 'stays-demo-2026')
      return { status: 401, body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'E-mail or password is not right.' } };
    return { body: { user: profile, csrf_token: 'csrf-1' }, setCookies: [SESSION] };
  });
}

function post(url: string, form: Record<string, string>, cookie = `sign_in_form=${TOKEN}`) {
  const request = new Request(url, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { host: new URL(url).host, 'content-type': 'application/x-www-form-urlencoded', cookie },
  });
  return action({ request, params: {}, context: {} } as unknown as ActionFunctionArgs);
}

const emailForm = (password: string) => ({ intent: 'email', sign_in_token: TOKEN, email: 'asha@example.com', password });

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/login: the sign-in forms posted before hydration', () => {
  it('renders the form with an anti-forgery token, set once as an HttpOnly cookie', async () => {
    const page = (await loader({
      request: new Request('http://localhost/login', { headers: { host: 'localhost' } }),
      params: {},
      context: {},
    } as unknown as LoaderFunctionArgs)) as unknown as { data: { signInToken: { field: string; value: string } }; init: { headers: Record<string, string> } };
    const { field, value } = page.data.signInToken;
    expect(field).toBe('sign_in_token');
    expect(value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(page.init.headers['set-cookie']).toBe(`sign_in_form=${value}; Path=/; HttpOnly; SameSite=Lax`);

    const again = (await loader({
      request: new Request('http://localhost/login', { headers: { host: 'localhost', cookie: `sign_in_form=${TOKEN}` } }),
      params: {},
      context: {},
    } as unknown as LoaderFunctionArgs)) as unknown as { data: { signInToken: { value: string } }; init: { headers?: unknown } | null };
    expect(again.data.signInToken.value).toBe(TOKEN);
    expect(again.init?.headers).toBeUndefined();
  });

  it('signs in with the API, passes its session cookie on and goes to the return URL', async () => {
    const requests = api();
    let thrown: unknown;
    try {
      await post(`http://localhost/login?retUrl=${encodeURIComponent('/bookings')}`, emailForm('stays-demo-2026'));
    } catch (response) {
      thrown = response;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/bookings');
    expect(response.headers.getSetCookie()).toEqual([SESSION]);
    const call = requests.find((request) => request.url.pathname === '/api/pwa/userSignIn');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ email: 'asha@example.com', password: 'stays-demo-2026', mode: 'consumer', devise_role: 'Consumer_Guest' });
  });

  it('goes home when the return URL is another site', async () => {
    api();
    const outcome = await outcomeOf(post(`http://localhost/login?retUrl=${encodeURIComponent('https://evil.example/steal')}`, emailForm('stays-demo-2026')));
    expect(outcome).toEqual({ status: 302, location: '/' });
  });

  it('signs a travel agent in as one from /travelagent/login', async () => {
    const requests = api();
    await outcomeOf(post('http://localhost/travelagent/login', emailForm('stays-demo-2026')));
    expect(requests[0]?.body).toMatchObject({ mode: 'travel_agent' });
  });

  it('comes back to the form with the reason and the e-mail typed, never the password, when the API refuses', async () => {
    api();
    const outcome = await outcomeOf(post('http://localhost/login', emailForm('wrong-password')));
    expect(outcome).toEqual({
      status: 401,
      body: { error: expect.objectContaining({ id: 'account.error.credentials' }), email: 'asha@example.com', intent: 'email' },
    });
  });

  it('refuses a post whose token does not match its cookie (another site posting the form) without asking the API', async () => {
    const requests = api();
    expect(await outcomeOf(post('http://localhost/login', emailForm('stays-demo-2026'), 'sign_in_form=someone-elses-token-0123456789abcdef'))).toMatchObject({
      status: 403,
      body: { error: expect.objectContaining({ id: 'account.error.formExpired' }) },
    });
    expect(await outcomeOf(post('http://localhost/login', emailForm('stays-demo-2026'), ''))).toMatchObject({ status: 403 });
    expect(requests).toEqual([]);
  });

  it('asks for a valid e-mail address before asking the API', async () => {
    const requests = api();
    const outcome = await outcomeOf(post('http://localhost/login', { ...emailForm('x'), email: 'not-an-address' }));
    expect(outcome).toMatchObject({ status: 400, body: { error: expect.objectContaining({ id: 'account.error.email' }) } });
    expect(requests).toEqual([]);
  });

  it('asks a phone sign-in posted before the page loaded to try again, keeping no number', async () => {
    const requests = api();
    const outcome = await outcomeOf(post('http://localhost/login', { intent: 'phone', sign_in_token: TOKEN, phone: '9812345678' }));
    expect(outcome).toMatchObject({
      status: 409,
      body: { error: expect.objectContaining({ id: 'account.error.phoneNeedsPage' }), email: '', intent: 'phone' },
    });
    expect(requests).toEqual([]);
  });
});
