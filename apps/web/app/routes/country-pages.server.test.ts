// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHome } from '../pages/home.server';
import { resolveSiteContext } from '../site/site-context.server';
import { city, hotelDetails, hotelPageSideReply } from '../testing/api-fixtures';
import { fakePageApi as fakeApi, loadPage as load, statusOf } from '../testing/page-loader';

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T20:00:00Z')); // 2 May in India and in Japan
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const goa = city({ id: 5, name: 'Goa', slug: 'goa' });
const mumbai = city({ id: 2, name: 'Mumbai', slug: 'mumbai' });
const amsterdam = city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143, country_name: 'Netherlands' });

async function redirectOf(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error(`no redirect: ${String(thrown)}`);
  return { status: thrown.status, location: thrown.headers.get('location') };
}

describe('canonical country paths of the hotel page (guest-journey §2 "/{hotelId}/ prefixed with a country code outside India")', () => {
  const linde = hotelDetails({ id: 1305, name: 'Apartment De Linde', city: 'Amsterdam', city_id: 40, country_id: 143, currency_code: 'EUR' });
  const cottage = hotelDetails({ id: 1400, name: 'Harbour Cottage', city: 'St Ives', city_id: 70, country_id: 210, currency_code: 'GBP' });
  const answer = (details: ReturnType<typeof hotelDetails>) => (url: URL) =>
    hotelPageSideReply(url, details) ?? (url.pathname === '/api/pwa/cities' ? { body: { cities: [] } } : { body: details });

  it.each([
    [
      'an Indian hotel under Japan',
      'http://localhost:4200/jp/1002/?checkin=2030-05-10&checkout=2030-05-12',
      hotelDetails(),
      '/1002/?checkin=2030-05-10&checkout=2030-05-12',
    ],
    ['an Indian hotel under another prefix, with a slug', 'http://localhost:4200/my/1002-nivaas-townhouse/', hotelDetails(), '/1002/'],
    ['a Dutch home without its prefix', 'http://homes.localhost:4200/1305/?rooms_config=0,2,0,0,0', linde, '/nl/1305/?rooms_config=0,2,0,0,0'],
    ['a Dutch home under Germany, on the German site', 'http://de.homes.localhost:4200/de/1305/', linde, '/nl/1305/'],
    ['a British home under the alias uk', 'http://uk.homes.localhost:4200/uk/1400/', cottage, '/gb/1400/'],
  ])('%s moves permanently to its canonical path', async (_case, url, details, location) => {
    fakeApi(answer(details));
    expect(await redirectOf(load(url))).toEqual({ status: 301, location });
  });

  it.each([
    ['an Indian hotel without a prefix', 'http://localhost:4200/1002/', hotelDetails(), 'http://localhost:4200/1002/'],
    ['a Dutch home under its prefix', 'http://homes.localhost:4200/nl/1305/', linde, 'http://homes.localhost:4200/nl/1305/'],
    ['a British home under gb', 'http://uk.homes.localhost:4200/gb/1400/', cottage, 'http://uk.homes.localhost:4200/gb/1400/'],
  ])('%s is served where it is', async (_case, url, details, canonical) => {
    fakeApi(answer(details));
    expect(await load(url)).toMatchObject({ kind: 'hotel', meta: { canonical } });
  });

  it("a property of another brand's country is not found rather than redirected", async () => {
    fakeApi(answer(linde));
    expect(await statusOf(load('http://localhost:4200/nl/1305/'))).toBe(404);
  });
});

describe('country homes /{country code}/', () => {
  it("/jp/ on the hotel brand is Japan's home: a week ahead, yen, its title and tagline, and the brand's cities labelled as such", async () => {
    const requests = fakeApi(() => ({ body: { cities: [mumbai, goa] } }));
    const data = await load('http://localhost:4200/jp/');
    // The brand has no stays in Japan: it asks for its own popular cities, not Japan's, each counting the brand's own stays.
    // The tagline's reach asks for the brand's cities too (all of them, not only the popular ones).
    expect(
      requests.map((url) => [url.pathname, url.searchParams.get('country_id'), url.searchParams.get('popular'), url.searchParams.get('brand_name')]),
    ).toEqual([
      ['/api/pwa/cities', null, 'true', 'nivaas'],
      ['/api/pwa/cities', null, null, 'nivaas'],
    ]);
    expect(data).toMatchObject({
      kind: 'home',
      reach: { cities: 2, countries: 1 },
      stay: { checkin: '2030-05-09', checkout: '2030-05-10' },
      popularScope: 'brand',
      countryHome: {
        code: 'jp',
        name: 'Japan',
        tagline: 'Hotels for guests in Japan',
        currencyCode: 'JPY',
        currencyName: 'Japanese Yen',
        currencySymbol: '¥',
        defaultCheckinDiff: 7,
      },
      footerCountryCode: 'jp',
      organization: null,
      meta: {
        title: 'Nivaas Japan: book hotels at the best prices',
        description: 'Book hotels with Nivaas in Japan: pick your destination and dates, compare rooms and prices, and book in 3 taps.',
        canonical: 'http://localhost:4200/jp/',
      },
    });
    expect((data as { popular: { name: string }[] }).popular.map((entry) => entry.name)).toEqual(['Mumbai', 'Goa']);
  });

  it('an Arabic market names the cities in Arabic for a guest reading Arabic, in its configured order', async () => {
    fakeApi(() => ({ body: { cities: [goa, mumbai] } }));
    const data = (await load('http://localhost:4200/ae/?locale=ar')) as { popular: { name: string; slug: string }[]; countryHome: { name: string } };
    expect(data.popular.map((entry) => [entry.slug, entry.name])).toEqual([
      ['mumbai', 'مومباي'],
      ['goa', 'غوا'],
    ]);
    expect(data.countryHome.name).toBe('الإمارات العربية المتحدة');
  });

  it("a country the brand has stays in shows its own cities, under the country's title", async () => {
    const requests = fakeApi(() => ({ body: { cities: [amsterdam] } }));
    const data = await load('http://homes.localhost:4200/nl/');
    expect(requests[0]?.searchParams.get('country_id')).toBe('143');
    expect(data).toMatchObject({
      popularScope: 'country',
      popular: [{ name: 'Amsterdam' }],
      meta: { title: 'Dunelight Homes Netherlands: book holiday homes at the best prices' },
      countryHome: { tagline: 'Holiday homes for guests in Netherlands', currencyCode: 'EUR' },
    });
  });

  it('a market of the holiday-home brand without homes of its own yet shows the brand cities', async () => {
    fakeApi(() => ({ body: { cities: [amsterdam] } }));
    expect(await load('http://homes.localhost:4200/pt/')).toMatchObject({
      popularScope: 'brand',
      popular: [{ name: 'Amsterdam' }],
      countryHome: { currencyCode: 'EUR' },
    });
  });

  it.each([
    ['Japan on the holiday-home brand', 'http://homes.localhost:4200/jp/'],
    ['a hotel market without a home page (Nepal)', 'http://localhost:4200/np/'],
    ['a holiday-home market on the hotel brand', 'http://localhost:4200/pt/'],
  ])('%s is not found', async (_case, url) => {
    const requests = fakeApi(() => ({ body: { cities: [] } }));
    expect(await statusOf(load(url))).toBe(404);
    expect(requests).toEqual([]);
  });
});

describe("the home page's Organization (phone and postal address of the holiday-home sites)", () => {
  const homeOf = (url: string) => {
    fakeApi(() => ({ body: { cities: [] } }));
    return loadHome(resolveSiteContext(new Request(url, { headers: { host: new URL(url).host } })), null);
  };

  it.each([
    ['http://nl.homes.localhost:4200/', '+31 20 808 4120', 'Amsterdam', 'NL'],
    ['http://de.homes.localhost:4200/', '+49 30 23125 412', 'Berlin', 'DE'],
    ['http://uk.homes.localhost:4200/', '+44 20 7946 0412', 'London', 'GB'],
    ['http://be.homes.localhost:4200/', '+32 2 808 41 20', 'Bruxelles', 'BE'],
    ['http://in.homes.localhost:4200/', '+91 80 4719 4120', 'Bengaluru', 'IN'],
    // The brand's own site: its head office in the Netherlands.
    ['http://homes.localhost:4200/', '+31 20 808 4120', 'Amsterdam', 'NL'],
  ])('%s carries its telephone and address', async (url, telephone, addressLocality, addressCountry) => {
    expect((await homeOf(url)).organization).toMatchObject({
      '@type': 'Organization',
      url: `${new URL(url).origin}/`,
      telephone,
      address: { '@type': 'PostalAddress', addressLocality, addressCountry },
    });
  });

  it('the hotel brand has no office page data', async () => {
    expect((await homeOf('http://localhost:4200/')).organization).toBeNull();
  });
});
