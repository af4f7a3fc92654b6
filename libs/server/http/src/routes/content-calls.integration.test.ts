import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  bookingPropertyMetaSchema,
  cmsResponseSchema,
  getBookingPropertyMeta,
  getCms,
  getPolicyCheck,
  getSeoContent,
  policyCheckSchema,
  seoContentSchema,
} from '@stays/api-client';
import { readAccountsConfig, startSession } from '@stays/server-accounts';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { DEFAULT_HOTEL_UPDATE_PROXY } from '../proxy/hotel-update-proxy-config';
import { apiOnFixture } from '../testing/api-on-fixture';
import { inProcessClient } from '../testing/in-process-client';

const accounts = readAccountsConfig({});
/** The proxy's hosts: the test's upstream server is added once it listens. */
const upstreamHosts: string[] = [];
const api = apiOnFixture({ accounts, hotelUpdateProxy: { ...DEFAULT_HOTEL_UPDATE_PROXY, upstreamHosts, timeoutMs: 300, maxResponseBytes: 10_000 } });
/** The typed client of @stays/api-client, its calls answered by the API in process (on the Nivaas host). */
const client = inProcessClient(() => api.app);

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { statusCode: response.statusCode, body: response.json() as unknown };
}

async function expectError(url: string, statusCode: number, code?: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(statusCode);
  const body = apiErrorSchema.parse(response.body);
  expect(body.statusCode).toBe(statusCode);
  if (code) expect(body.code, url).toBe(code);
  return body;
}

describe('GET cms', () => {
  it('answers legal blocks by ids in the language asked, for the country’s law, and says which ids name nothing', async () => {
    const { statusCode, body } = await get('/api/pwa/cms?ids=legal/terms,legal/privacy-policy,legal/nothing&language=nl&country_code=NL', {
      host: 'homes.localhost',
    });
    expect(statusCode).toBe(200);
    const cms = cmsResponseSchema.parse(body);
    expect(cms).toMatchObject({ language: 'nl', country_code: 'nl', missing_ids: ['legal/nothing'] });
    expect(cms.blocks.map((block) => [block.id, block.type, block.language])).toEqual([
      ['legal/terms', 'legal', 'nl'],
      ['legal/privacy-policy', 'legal', 'nl'],
    ]);
    expect(cms.blocks[0]?.title).not.toBe('Terms of booking');
    expect(cms.blocks[0]?.sections.length).toBeGreaterThan(2);
    expect(cms.blocks[0]?.last_updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The Dutch privacy policy names the Dutch data-protection authority; India's names none of it.
    const dutchPrivacy = JSON.stringify(cms.blocks[1]);
    const indian = cmsResponseSchema.parse((await get('/api/pwa/cms?ids=legal/privacy-policy&country_code=in')).body);
    expect(indian.blocks[0]?.language).toBe('en');
    expect(JSON.stringify(indian.blocks[0])).not.toEqual(dutchPrivacy);
  });

  it('finds blocks by a text query, gives the country home’s texts, and skips the country on skipCountry', async () => {
    const cookie = cmsResponseSchema.parse((await get('/api/pwa/cms?query=cookies%20browser&language=en')).body);
    expect(cookie.blocks.map((block) => block.id)).toContain('legal/cookie-policy');
    expect(cookie.blocks.every((block) => JSON.stringify(block).toLowerCase().includes('browser'))).toBe(true);

    const home = await getCms(client, { ids: ['country-home'], country_code: 'jp' });
    expect(home.blocks[0]).toMatchObject({ id: 'country-home', type: 'country_home', title: 'Nivaas Japan: book hotels at the best prices' });

    const skipped = await getCms(client, { ids: 'country-home', country_code: 'jp', skipCountry: true });
    expect(skipped.country_code).toBeNull();
    expect(skipped.blocks[0]?.title).toBe('Nivaas India: book hotels at the best prices');

    const none = cmsResponseSchema.parse((await get('/api/pwa/cms?query=zzqqxx')).body);
    expect(none.blocks).toEqual([]);
  });

  it.each([
    ['/api/pwa/cms', 'VALIDATION_ERROR'],
    ['/api/pwa/cms?ids=legal/terms&language=xx', 'VALIDATION_ERROR'],
    ['/api/pwa/cms?ids=legal/terms&country_code=zz', 'VALIDATION_ERROR'],
    ['/api/pwa/cms?ids=Legal%20Terms', 'VALIDATION_ERROR'],
    ['/api/pwa/cms?query=a', 'VALIDATION_ERROR'],
  ])('%s answers 400 %s', async (url, code) => {
    await expectError(url, 400, code);
  });
});

describe('GET getSeoContent', () => {
  it('answers a city listing’s title, description, headings and text from the catalogue', async () => {
    const city = await getSeoContent(client, { path: '/hotels-in-goa' });
    expect(city).toEqual({
      page_type: 'city',
      canonical_path: '/hotels-in-goa',
      language: 'en',
      title: 'Hotels in Goa | Nivaas',
      description: 'Hotels in Goa, with prices for your dates, on Nivaas.',
      h1: 'Hotels in Goa',
      headings: ['Hotels in Baga'],
      text: '2 hotels in Goa on Nivaas, in Baga.',
    });
  });

  it('answers a locality, a hotel and a country home, by path or by page type', async () => {
    const locality = seoContentSchema.parse((await get('/api/pwa/getSeoContent?path=/hotels-in-baga-goa')).body);
    expect(locality).toMatchObject({
      page_type: 'locality',
      canonical_path: '/hotels-in-baga-goa',
      title: 'Hotels in Baga, Goa | Nivaas',
      text: '1 hotel in Baga, Goa on Nivaas.',
    });
    const hotel = seoContentSchema.parse(
      (await get(`/api/pwa/getSeoContent?page_type=hotel&hotel_id=${fixtureIds.canalHouse}`, { host: 'homes.localhost' })).body,
    );
    expect(hotel).toMatchObject({
      page_type: 'hotel',
      canonical_path: '/nl/104/',
      title: 'Canal House Jordaan, Jordaan, Amsterdam | Dunelight Homes',
      h1: 'Canal House Jordaan',
    });
    const home = seoContentSchema.parse((await get('/api/pwa/getSeoContent?path=/nl/', { host: 'homes.localhost' })).body);
    expect(home).toMatchObject({
      page_type: 'country_home',
      canonical_path: '/nl/',
      title: 'Dunelight Homes Netherlands: book holiday homes at the best prices',
    });
    const homesCity = seoContentSchema.parse((await get('/api/pwa/getSeoContent?page_type=city&city=amsterdam', { host: 'homes.localhost' })).body);
    expect(homesCity).toMatchObject({
      title: 'Holiday homes in Amsterdam | Dunelight Homes',
      text: '1 holiday home in Amsterdam on Dunelight Homes, in Jordaan.',
    });
  });

  it.each([
    ['/api/pwa/getSeoContent', 400, 'VALIDATION_ERROR'],
    ['/api/pwa/getSeoContent?path=hotels-in-goa', 400, 'VALIDATION_ERROR'],
    ['/api/pwa/getSeoContent?page_type=hotel', 400, 'HOTEL_ID_REQUIRED'],
    ['/api/pwa/getSeoContent?page_type=city', 400, 'CITY_REQUIRED'],
    ['/api/pwa/getSeoContent?path=/hotels-in-atlantis', 404, 'PAGE_NOT_FOUND'],
    ['/api/pwa/getSeoContent?path=/a/b/c', 404, 'PAGE_NOT_FOUND'],
    [`/api/pwa/getSeoContent?path=/${fixtureIds.disabledHotel}/`, 404, 'HOTEL_NOT_FOUND'],
  ])('%s answers %i %s', async (url, statusCode, code) => {
    await expectError(url, statusCode, code);
  });
});

describe('GET policy-check', () => {
  it('answers the current policy versions and, for a signed-in guest, whether the account gave consent', async () => {
    const anonymous = policyCheckSchema.parse((await get('/api/pwa/policy-check?version=1', { host: 'nl.homes.localhost' })).body);
    expect(anonymous).toMatchObject({ version: 1, country_code: 'nl', consent_required: true, is_logged_in: false, accepted: null, needs_acceptance: true });
    expect(anonymous.policies.map((policy) => policy.type)).toEqual(['terms', 'privacy', 'cookie']);
    expect(anonymous.policies.every((policy) => /^\d{4}-\d{2}-\d{2}$/.test(policy.version) && policy.url.startsWith('/'))).toBe(true);

    const sessionOf = async (consent: boolean) => {
      const [user] = await api.database.query<{ id: number }>(`INSERT INTO users (first_name, gdpr_consent) VALUES ('Eva', $1) RETURNING id`, [consent]);
      return (await startSession(api.database, { userId: user?.id ?? 0, loginType: 'otp', previousToken: null }, FIXTURE_NOW)).token;
    };
    const consented = await get('/api/pwa/policy-check?version=1', { host: 'nl.homes.localhost', cookie: `token=${await sessionOf(true)}` });
    expect(consented.body).toMatchObject({ is_logged_in: true, accepted: true, needs_acceptance: false });
    const refused = await get('/api/pwa/policy-check', { host: 'nl.homes.localhost', cookie: `token=${await sessionOf(false)}` });
    expect(refused.body).toMatchObject({ is_logged_in: true, accepted: false, needs_acceptance: true });

    // India's law asks no cookie consent of the site.
    expect(await getPolicyCheck(client, { version: '1' })).toMatchObject({ country_code: 'in', consent_required: false, needs_acceptance: false });
  });

  it('refuses another version or an unknown country', async () => {
    await expectError('/api/pwa/policy-check?version=2', 400, 'VALIDATION_ERROR');
    await expectError('/api/pwa/policy-check?country_code=zz', 400, 'VALIDATION_ERROR');
  });
});

describe('GET bookingPropertMeta', () => {
  it('answers the property’s booking meta, its payment modes and the rooms left for the dates', async () => {
    const meta = await getBookingPropertyMeta(client, {
      property_id: fixtureIds.bagaBeach,
      user_mode: ['Consumer_Guest'],
      available_room_count: { checkin: '2026-03-12', checkout: '2026-03-14' },
      user_country_id: 'IN',
    });
    expect(meta).toMatchObject({
      property_id: fixtureIds.bagaBeach,
      name: 'Nivaas Baga Beach',
      property_type: 'hotel',
      currency_code: 'INR',
      country_code: 'in',
      user_mode: ['Consumer_Guest'],
      payment_modes: { pay_online: true, pay_at_hotel: true, pay_at_hotel_refusal: null },
      taxes: { user_country_code: 'in', clusivity: 'exclusive', rate_percent: 12 },
      availability: { checkin: '2026-03-12', checkout: '2026-03-14', nights: 2, is_available: true },
    });
    expect(meta.checkin_time).toMatch(/^\d{2}:\d{2}$/);
    expect(meta.availability?.room_categories.map((category) => category.id)).toContain(fixtureIds.bagaClassic);
    expect(meta.availability?.room_categories.every((category) => category.available_rooms >= 0)).toBe(true);
  });

  it('follows the catalogue: no_postpaid refuses pay at hotel, a Dutch guest sees taxes included, no dates no availability', async () => {
    await api.database.query('UPDATE properties SET no_postpaid = true WHERE id = $1', [fixtureIds.goaPalms]);
    const meta = bookingPropertyMetaSchema.parse(
      (await get(`/api/pwa/bookingPropertMeta?property_id=${fixtureIds.goaPalms}&user_country_id=nl&user_mode[]=corporate`)).body,
    );
    expect(meta).toMatchObject({
      user_mode: ['corporate'],
      restrictions: { no_postpaid: true },
      payment_modes: { pay_at_hotel: false, pay_at_hotel_refusal: 'no_postpaid' },
      taxes: { user_country_code: 'nl', clusivity: 'inclusive', rate_percent: 12 },
      availability: null,
    });
  });

  it.each([
    ['/api/pwa/bookingPropertMeta', 400, 'VALIDATION_ERROR'],
    ['/api/pwa/bookingPropertMeta?property_id=abc', 400, 'VALIDATION_ERROR'],
    ['/api/pwa/bookingPropertMeta?property_id=101&user_mode[]=admin', 400, 'VALIDATION_ERROR'],
    ['/api/pwa/bookingPropertMeta?property_id=101&user_country_id=zz', 400, 'VALIDATION_ERROR'],
    ['/api/pwa/bookingPropertMeta?property_id=101&available_room_count[checkin]=12-03-2026&available_room_count[checkout]=2026-03-14', 400, 'VALIDATION_ERROR'],
    ['/api/pwa/bookingPropertMeta?property_id=999999', 404, 'HOTEL_NOT_FOUND'],
    [`/api/pwa/bookingPropertMeta?property_id=${fixtureIds.disabledHotel}`, 404, 'HOTEL_NOT_FOUND'],
  ])('%s answers %i %s', async (url, statusCode, code) => {
    await expectError(url, statusCode, code);
  });
});

describe('the hotel update proxy', () => {
  let upstream: Server;
  let upstreamHost = '';
  let secretHits = 0;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        switch (request.url) {
          case '/api/pwa/hotels/101/update':
            return json(200, { method: request.method, body: Buffer.concat(chunks).toString('utf8'), cookie: request.headers.cookie ?? null });
          case '/api/pwa/hotels/redirect':
            return response.writeHead(302, { location: `http://${upstreamHost}/api/pwa/hotels/secret` }).end();
          case '/api/pwa/hotels/secret':
            secretHits += 1;
            return json(200, { secret: true });
          case '/api/pwa/hotels/big':
            return json(200, { padding: 'x'.repeat(20_000) });
          case '/api/pwa/hotels/page':
            return response.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
          case '/api/pwa/hotels/slow':
            return void setTimeout(() => json(200, { late: true }), 2000).unref();
          default:
            return json(404, { statusCode: 404 });
        }
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamHost = `localhost:${(upstream.address() as AddressInfo).port}`;
    upstreamHosts.push(upstreamHost);
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const proxied = (target: string) => `/api/pwa/hotel-update-proxy?target=${encodeURIComponent(target)}`;

  it('passes the method and JSON body through to a configured host, without the guest’s cookie', async () => {
    for (const method of ['PUT', 'PATCH', 'POST', 'DELETE'] as const) {
      const response = await api.app.inject({
        method,
        url: proxied(`http://${upstreamHost}/api/pwa/hotels/101/update`),
        payload: { name: 'Nivaas Baga Beach' },
        headers: { cookie: 'token=secret-session' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ method, body: JSON.stringify({ name: 'Nivaas Baga Beach' }), cookie: null });
    }
    const read = await api.app.inject({ method: 'GET', url: proxied(`http://${upstreamHost}/api/pwa/hotels/101/update`) });
    expect(read.json()).toMatchObject({ method: 'GET', body: '' });
  });

  it('answers our own hotel routes in process, the method passed through', async () => {
    const reviews = await api.app.inject({ method: 'GET', url: proxied(`https://localhost/api/pwa/hotels/${fixtureIds.bagaBeach}/reviews`) });
    expect(reviews.statusCode).toBe(200);
    const direct = await api.app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}/reviews` });
    expect(reviews.json()).toEqual(direct.json());
    const put = await api.app.inject({ method: 'PUT', url: proxied(`https://homes.localhost/api/pwa/hotels/${fixtureIds.bagaBeach}`), payload: {} });
    expect(put.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: `no route for PUT /api/pwa/hotels/${fixtureIds.bagaBeach}` });
  });

  it('never follows a redirect, stops at the time and size limits, and passes back only JSON', async () => {
    await expectError(proxied(`http://${upstreamHost}/api/pwa/hotels/redirect`), 502, 'PROXY_UPSTREAM_REDIRECT');
    expect(secretHits).toBe(0);
    await expectError(proxied(`http://${upstreamHost}/api/pwa/hotels/slow`), 504, 'PROXY_UPSTREAM_TIMEOUT');
    await expectError(proxied(`http://${upstreamHost}/api/pwa/hotels/big`), 502, 'PROXY_UPSTREAM_TOO_LARGE');
    await expectError(proxied(`http://${upstreamHost}/api/pwa/hotels/page`), 502, 'PROXY_UPSTREAM_NOT_JSON');
  });

  it.each([
    ['another host', 'https://attacker.example/api/pwa/hotels/101', 403],
    ['a look-alike of a served host', 'http://localhost.attacker.example/api/pwa/hotels/101', 403],
    ['an IPv4 literal', 'http://127.0.0.1/api/pwa/hotels/101', 403],
    ['a decimal IPv4 literal', 'http://2130706433/api/pwa/hotels/101', 403],
    ['a hexadecimal IPv4 literal', 'http://0x7f.0.0.1/api/pwa/hotels/101', 403],
    ['an IPv6 literal', 'http://[::1]/api/pwa/hotels/101', 403],
    ['the cloud metadata address', 'http://169.254.169.254/api/pwa/hotels/101', 403],
    ['a trailing-dot spelling of a served host', 'http://localhost.:1/api/pwa/hotels/101', 403],
    ['the configured upstream name on another port, spelt with a trailing dot', 'http://localhost.:9/api/pwa/hotels/101/update', 403],
    ['a path outside the hotel routes', 'https://localhost/api/pwa/user/profile', 403],
    ['a dot-dot escape from the hotel routes', 'https://localhost/api/pwa/hotels/../user/profile', 403],
    ['an encoded dot-dot escape', 'https://localhost/api/pwa/hotels/%2e%2e/user/profile', 403],
    ['user info', 'http://user:pass@localhost/api/pwa/hotels/101', 400],
    ['an at-sign hiding the host', 'http://attacker.example#@localhost/api/pwa/hotels/101', 400],
    ['an at-sign in the host part', 'http://localhost@attacker.example/api/pwa/hotels/101', 400],
    ['another scheme', 'file:///etc/passwd', 400],
    ['no URL', 'localhost/api/pwa/hotels/101', 400],
  ])('refuses %s', async (_label, target, statusCode) => {
    const body = await expectError(proxied(target), statusCode);
    expect(body.code).toBe(statusCode === 403 ? 'PROXY_TARGET_NOT_ALLOWED' : 'PROXY_TARGET_INVALID');
  });

  it('refuses a call without a target and a body over its size limit', async () => {
    await expectError('/api/pwa/hotel-update-proxy', 400, 'VALIDATION_ERROR');
    const tooBig = await api.app.inject({
      method: 'PUT',
      url: proxied(`http://${upstreamHost}/api/pwa/hotels/101/update`),
      payload: { padding: 'x'.repeat(70_000) },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(apiErrorSchema.parse(tooBig.json()).statusCode).toBe(413);
  });
});
