// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { COUNTRIES } from '@stays/brand-config';
import routes from '../routes';
import { fakeApi, outcomeOf, type RecordedRequest } from '../testing/fake-api';
import { action, loader } from './help';

const routeObjects = routes.map((entry) => ({ id: entry.id ?? entry.file, path: entry.path, index: entry.index })) as RouteObject[];
const routeOf = (path: string) => matchRoutes(routeObjects, path)?.at(-1)?.route.id;

const faq = { country_code: 'in', logged_in: false, language: 'en', qnaData: [{ id: 'bookings', title: 'Bookings', faqList: [] }] };
const insurance = { language: 'en', title: 'Stay protection', summary: 'Covered.', sections: [] };
const trust = { country_code: 'nl', property_checks: [], guest_safety: [] };

function answer(request: RecordedRequest) {
  const path = request.url.pathname;
  if (path.endsWith('/helpCentreData')) return { body: { ...faq, country_code: request.url.searchParams.get('country_code') } };
  if (path.endsWith('/moreInfoInsurance')) return { body: insurance };
  if (path.endsWith('/trustSafety')) return { body: trust };
  if (path.endsWith('/yoImageUpload')) return { status: 413, body: { statusCode: 413, code: 'IMAGE_TOO_LARGE', message: 'A picture can be at most 5 MB.' } };
  return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'no route' } };
}

const load = (url: string, params: Record<string, string> = {}) =>
  outcomeOf(loader({ request: new Request(url, { headers: { host: new URL(url).host } }), params, context: {} } as unknown as LoaderFunctionArgs));

afterEach(() => vi.unstubAllGlobals());

describe('the assist page', () => {
  it('is the route of /contactus (with or without the slash, with a country prefix), /yo and /guest-inquiry, where every country links its FAQ', () => {
    for (const path of ['/contactus', '/contactus/', '/nl/contactus/', '/de/contactus']) expect(routeOf(path)).toBe('help-contactus');
    expect(routeOf('/yo')).toBe('help-yo');
    expect(routeOf('/guest-inquiry/')).toBe('help-guest-inquiry');
    for (const country of COUNTRIES) expect(routeOf(country.links.faqLink), country.code).toBe('help-contactus');
  });

  it("answers a signed-out guest with the country's questions, stay protection and trust and safety, and a sign-in form", async () => {
    const calls = fakeApi(answer);
    const home = await load('http://homes.localhost:4200/nl/contactus/', { country: 'nl' });
    expect(home.status).toBe(200);
    const page = (home.body as { page: { countryCode: string; bookings: unknown } }).page;
    expect(page).toMatchObject({ countryCode: 'nl', bookings: null });
    const asked = calls.find((call) => call.url.pathname.endsWith('/helpCentreData'))?.url.searchParams;
    expect(Object.fromEntries(asked ?? [])).toMatchObject({ country_code: 'nl', logged_in: 'false', property_type: 'home' });
    expect((home.body as { signInToken: { field: string } }).signInToken.field).toBe('sign_in_token');
    // India is never written as a prefix, and a country the brand does not sell is not found.
    await expect(load('http://localhost:4200/in/contactus/', { country: 'in' })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load('http://localhost:4200/nl/contactus/', { country: 'nl' })).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("gives back the API's refusal of a picture as the form's message, keeping what the guest typed", async () => {
    fakeApi(answer);
    const form = new FormData();
    form.set('help_action', 'raiseIssue');
    form.set('csrf_token', 'csrf');
    form.set('booking_id', 'NIV1');
    form.set('issue_code', 'property_problem');
    form.set('description', 'The tap leaks all night.');
    form.set('image', new File([new Uint8Array([0x89, 0x50])], 'big.png', { type: 'image/png' }));
    const request = new Request('http://localhost:4200/contactus?booking=NIV1', { method: 'POST', body: form, headers: { host: 'localhost:4200' } });
    const outcome = await outcomeOf(action({ request, params: {}, context: {} } as unknown as ActionFunctionArgs));
    expect(outcome.status).toBe(413);
    expect(outcome.body).toMatchObject({
      error: { id: 'web.help.error.imageTooLarge' },
      issueCode: 'property_problem',
      description: 'The tap leaks all night.',
    });
  });
});
