// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs, MetaDescriptor } from 'react-router';
import { city, hotelDetails, hotelPageSideReply } from '../testing/api-fixtures';
import { dealInfo } from '../testing/deal-fixtures';
import { fakePageApi } from '../testing/page-loader';
import { dunelightNlSite } from '../testing/site-fixtures';
import type { RootData } from '../site/site-context';
import { pageMeta, type PageMeta } from '../site/meta';
import { loader as aboutLoader } from '../routes/about';
import { loader as homeLoader } from '../routes/home';
import { loader as pageLoader } from '../routes/page';
import { loader as partnerLoader } from '../routes/partner-with-us';
import { meta as accountMeta } from '../routes/account-details';
import { meta as bookingMeta } from '../routes/booking';
import { meta as loginMeta } from '../routes/login';
import { meta as myBookingsMeta } from '../routes/my-bookings';
import { meta as resetPasswordMeta } from '../routes/reset-password';
import { meta as savedCardsMeta } from '../routes/account-save-card';
import { meta as walletMeta } from '../routes/wallet';
import { meta as wishlistMeta } from '../routes/wishlist';

const goa = city({ id: 4, name: 'Goa', slug: 'goa', meta_description: '' });
const amsterdam = city({ id: 5, name: 'Amsterdam', slug: 'amsterdam', country_id: 143, country_name: 'Netherlands', meta_description: '' });

/** The API of a small catalogue: Goa (Nivaas) and Amsterdam (Dunelight), a theme, a hotel of each brand and a deal. */
function catalogue() {
  fakePageApi((url) => {
    const path = url.pathname;
    if (path === '/api/pwa/cities') return { body: { cities: [goa, amsterdam] } };
    if (path === '/api/pwa/geographies') {
      const place = url.searchParams.get('place') ?? '';
      const tags = url.searchParams.get('tags') ? [{ id: 7, name: 'Beach', slug: 'beach' }] : [];
      return { body: { city: place.includes('amsterdam') ? amsterdam : goa, locality: null, tags } };
    }
    if (path === '/api/pwa/search') return { body: { hotels: [], total_count: 0, offset: 0, batch_count: 20 } };
    if (path.startsWith('/api/pwa/deals/')) return { body: dealInfo() };
    const home = hotelDetails({
      id: 2104,
      name: 'Canal House Jordaan',
      city: 'Amsterdam',
      city_id: 5,
      country_id: 143,
      property_type: 'home',
      currency_code: 'EUR',
    });
    const details = path.includes('2104') ? home : hotelDetails({ city_id: 4, city: 'Goa', name: 'Nivaas Baga Sands' });
    if (/^\/api\/pwa\/hotels\/\d+$/.test(path)) return { body: details };
    return hotelPageSideReply(url, details) ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'not found' } };
  });
}

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

async function metaOf(loader: Loader, url: string): Promise<PageMeta> {
  const request = new Request(url, { headers: { host: new URL(url).host } });
  const data = (await loader({ request, params: {}, context: {} } as unknown as LoaderFunctionArgs)) as { meta: PageMeta };
  return data.meta;
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T08:00:00Z'));
  catalogue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('titles and descriptions of the public pages, per page type and brand', () => {
  it.each([
    ['home', homeLoader, 'http://localhost:4200/', 'Nivaas India: book hotels at the best prices', 'India'],
    ['listing', pageLoader, 'http://localhost:4200/hotels-in-goa', 'Hotels in Goa | Nivaas', 'Goa'],
    ['listing near', pageLoader, 'http://localhost:4200/hotels-near-goa', 'Hotels near Goa | Nivaas', 'Goa'],
    ['city', pageLoader, 'http://localhost:4200/goa', 'Hotels in Goa | Nivaas', 'Goa'],
    ['tag', pageLoader, 'http://localhost:4200/goa/hotels-in-goa-beach', 'Hotels in Goa tagged “Beach” | Nivaas', 'Hotels in Goa tagged “Beach”, with prices'],
    ['hotel', pageLoader, 'http://localhost:4200/1002/', 'Nivaas Baga Sands, Goa | Nivaas', 'Lower Parel'],
    ['deal', pageLoader, 'http://localhost:4200/deals/goa-beach-escape', 'Goa Beach Escape | Nivaas', 'Goa'],
    ['near me', pageLoader, 'http://localhost:4200/hotels-near-me', 'Stays near me | Nivaas', 'Nivaas'],
    ['static', aboutLoader, 'http://localhost:4200/about', 'About us | Nivaas', 'Nivaas'],
    ['static', partnerLoader, 'http://localhost:4200/partner-with-us', 'Nivaas', 'Nivaas'],
    ['home', homeLoader, 'http://nl.homes.localhost:4200/', 'Dunelight Homes Nederland: boek vakantiehuizen voor de beste prijs', 'Nederland'],
    ['country home', pageLoader, 'http://homes.localhost:4200/nl/', 'Dunelight Homes Netherlands: book holiday homes at the best prices', 'Netherlands'],
    ['global home', homeLoader, 'http://homes.localhost:4200/', 'Dunelight Homes', 'Dunelight Homes'],
    ['listing', pageLoader, 'http://nl.homes.localhost:4200/hotels-in-amsterdam', 'Vakantiehuizen in Amsterdam | Dunelight Homes', 'Amsterdam'],
    ['listing', pageLoader, 'http://uk.homes.localhost:4200/hotels-in-amsterdam', 'Holiday homes in Amsterdam | Dunelight Homes', 'Holiday homes in Amsterdam'],
    ['city', pageLoader, 'http://nl.homes.localhost:4200/amsterdam', 'Vakantiehuizen in Amsterdam | Dunelight Homes', 'Amsterdam'],
    [
      'tag',
      pageLoader,
      'http://nl.homes.localhost:4200/amsterdam/hotels-in-amsterdam-beach',
      'Vakantiehuizen in Amsterdam met het thema ‘Beach’ | Dunelight Homes',
      'Amsterdam',
    ],
    ['hotel', pageLoader, 'http://nl.homes.localhost:4200/nl/2104/', 'Canal House Jordaan, Amsterdam | Dunelight Homes', 'Lower Parel'],
    ['near me', pageLoader, 'http://nl.homes.localhost:4200/hotels-near-me', 'Verblijven bij mij in de buurt | Dunelight Homes', 'Dunelight Homes'],
    ['near me', pageLoader, 'http://uk.homes.localhost:4200/hotels-near-me', 'near me | Dunelight Homes', 'Dunelight Homes'],
    ['static', aboutLoader, 'http://nl.homes.localhost:4200/about', 'Dunelight Homes', 'Dunelight Homes'],
    [
      'home in the guest’s language',
      homeLoader,
      'http://de.homes.localhost:4200/',
      'Dunelight Homes Deutschland: Ferienhäuser zum besten Preis buchen',
      'Deutschland',
    ],
  ])('%s (row %#)', async (_type, loader, url, title, inDescription) => {
    const meta = await metaOf(loader as Loader, url);
    expect(meta.title).toContain(title);
    expect(meta.description).toContain(inDescription);
    expect(meta.description.length).toBeGreaterThan(20);
    // Every indexable page names its other versions, x-default last, on the host it was asked on.
    const alternates = meta.alternates ?? [];
    expect(alternates.at(-1)?.hreflang).toBe('x-default');
    expect(alternates.some((alternate) => alternate.href === meta.canonical)).toBe(true);
  });

  it('writes the alternates into the head beside the canonical link', async () => {
    const meta = await metaOf(pageLoader as Loader, 'http://be.homes.localhost:4200/hotels-in-amsterdam');
    const head = pageMeta(meta);
    expect(head).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://be.homes.localhost:4200/hotels-in-amsterdam' });
    expect(head).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'fr-BE', href: 'http://be.homes.localhost:4200/hotels-in-amsterdam?locale=fr' });
    expect(head).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'de-DE', href: 'http://de.homes.localhost:4200/hotels-in-amsterdam' });
    expect(head).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'http://homes.localhost:4200/hotels-in-amsterdam' });
  });
});

type MetaOf = (args: never) => MetaDescriptor[] | undefined;

const root = (brandName: string, locale = 'en'): RootData => ({
  site: dunelightNlSite({ brandName, locale }),
  messages: {},
  hasSession: true,
});

function privateMeta(meta: MetaOf, loaderData: unknown, data: RootData) {
  const descriptors = meta({ loaderData, matches: [{ id: 'root', loaderData: data }] } as never) ?? [];
  const find = (key: string) => descriptors.find((descriptor) => key in descriptor) as Record<string, string> | undefined;
  return {
    title: find('title')?.['title'],
    description: descriptors.find((d) => 'name' in d && d.name === 'description'),
    robots: descriptors.find((d) => 'name' in d && d.name === 'robots'),
  };
}

describe('titles and descriptions of the guest’s own pages, never indexed', () => {
  it.each([
    ['sign in', loginMeta, { title: 'Sign in | Nivaas' }, 'Sign in | Nivaas', 'Sign in to Nivaas'],
    ['reset password', resetPasswordMeta, { title: 'Reset your password | Nivaas' }, 'Reset your password | Nivaas', 'new password'],
    ['account', accountMeta, { title: 'Your account | Nivaas' }, 'Your account | Nivaas', 'Your Nivaas account'],
    ['wallet', walletMeta, { meta: { title: 'Wallet | Nivaas' } }, 'Wallet | Nivaas', 'Your Nivaas wallet'],
    ['booking lookup', bookingMeta, { kind: 'lookup', meta: { title: 'Nivaas' } }, 'Find your booking | Nivaas', 'Find your Nivaas booking'],
    [
      'booking',
      bookingMeta,
      { kind: 'booking', meta: { title: 'Nivaas Baga Sands · NIV123 | Nivaas' } },
      'Nivaas Baga Sands · NIV123 | Nivaas',
      'Your Nivaas booking',
    ],
    ['my bookings', myBookingsMeta, { meta: { title: 'Nivaas' } }, 'My bookings | Nivaas', 'Your Nivaas bookings'],
    ['wishlist', wishlistMeta, { meta: { title: 'Saved stays | Nivaas' } }, 'Saved stays | Nivaas', 'saved on Nivaas'],
    ['saved cards', savedCardsMeta, { meta: { title: 'Nivaas' } }, 'Saved cards | Nivaas', 'your Nivaas account'],
  ])('%s', (_page, meta, loaderData, title, inDescription) => {
    const found = privateMeta(meta as MetaOf, loaderData, root('Nivaas'));
    expect(found.title).toBe(title);
    expect(found.description).toMatchObject({ content: expect.stringContaining(inDescription) });
    expect(found.robots).toEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it('names the holiday-home brand on its sites', () => {
    const found = privateMeta(myBookingsMeta as MetaOf, { meta: { title: 'Dunelight Homes' } }, root('Dunelight Homes'));
    expect(found.title).toBe('My bookings | Dunelight Homes');
    expect(found.description).toMatchObject({ content: 'Your Dunelight Homes bookings: upcoming, completed and cancelled stays.' });
  });
});
