// @vitest-environment node
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BRANDS, countryByCode } from '@stays/brand-config';
import routes from '../routes';
import { statusOf } from '../testing/page-loader';
import { loader } from './legal';

/** The legal route's loader for a URL, with the parameter React Router gives it (the country prefix, if any). */
async function load(url: string) {
  const parsed = new URL(url);
  const segments = parsed.pathname.split('/').filter(Boolean);
  const params = segments.length > 1 ? { country: segments[0] } : {};
  return loader({ request: new Request(url, { headers: { host: parsed.host } }), params, context: {} } as unknown as LoaderFunctionArgs);
}

const routeObjects = routes.map((entry) => ({ id: entry.id ?? entry.file, path: entry.path, index: entry.index })) as RouteObject[];
const routeOf = (path: string) => matchRoutes(routeObjects, path)?.at(-1)?.route.id;

const PAGES = [
  ['terms', 'Terms of booking'],
  ['guest-policy', 'Guest policy'],
  ['privacy-policy', 'Privacy policy'],
  ['cookie-policy', 'Cookie policy'],
  ['corporate-social-responsibility', 'Corporate social responsibility'],
  ['saved-card-policy', 'Saved card policy'],
  ['unmarried-couples', 'Unmarried couples'],
] as const;

describe('the legal pages (guest-journey §2 "Static pages")', () => {
  it.each(PAGES)('/%s, with and without a country prefix, is the legal route, not the catch-all', (page) => {
    for (const path of [`/${page}`, `/${page}/`, `/nl/${page}/`, `/de/${page}`]) expect(routeOf(path)).toBe(`legal-${page}`);
    expect(routeOf(`/goa/${page}/extra`)).toBe('page');
  });

  it.each(PAGES)('/%s answers with its document on Nivaas, Dunelight Homes, a country site and Dunelight Homes India', async (page, title) => {
    for (const url of [
      `http://localhost:4200/${page}/`,
      `http://homes.localhost:4200/${page}/`,
      `http://homes.localhost:4200/nl/${page}/`,
      `http://nl.homes.localhost:4200/de/${page}?locale=en`,
      `http://uk.homes.localhost:4200/${page}/`,
      `http://in.homes.localhost:4200/${page}/`,
    ]) {
      const data = await load(url);
      expect(data.document.title, url).toBe(title);
      expect(data.document.sections.length, url).toBeGreaterThan(0);
      expect(data.meta.title, url).toMatch(new RegExp(`^${title} \\| (Nivaas|Dunelight Homes|Dunelight Homes India)$`));
      expect(data.meta.description, url).toBe(data.document.summary);
    }
  });

  it('fills the brand and country: Nivaas under Indian law, the Dutch and German sites under their own law', async () => {
    const nivaas = await load('http://localhost:4200/terms/');
    expect(JSON.stringify(nivaas.document)).toContain('governed by the laws of India');
    expect(nivaas.meta.canonical).toBe('http://localhost:4200/terms/');
    const dutchSiteInEnglish = await load('http://homes.localhost:4200/nl/terms/');
    expect(JSON.stringify(dutchSiteInEnglish.document)).toContain('governed by the law of Netherlands');
    const german = await load('http://homes.localhost:4200/de/privacy-policy?locale=en');
    expect(JSON.stringify(german.document)).toContain('BfDI');
    expect(german.meta.canonical).toBe('http://homes.localhost:4200/de/privacy-policy/');
    const dutch = await load('http://nl.homes.localhost:4200/guest-policy/');
    expect(dutch.document).toMatchObject({ locale: 'nl', title: 'Gastenbeleid' });
    expect(dutch.meta).toMatchObject({ title: 'Gastenbeleid | Dunelight Homes', canonical: 'http://nl.homes.localhost:4200/nl/guest-policy/' });
  });

  it('names one canonical address for a page reached with or without its country prefix', async () => {
    expect((await load('http://homes.localhost:4200/terms')).meta.canonical).toBe('http://homes.localhost:4200/nl/terms/');
    expect((await load('http://homes.localhost:4200/nl/terms')).meta.canonical).toBe('http://homes.localhost:4200/nl/terms/');
  });

  it('answers every policy link of every site’s footer, on its own host', async () => {
    for (const brand of BRANDS) {
      for (const site of brand.sites) {
        const links = countryByCode(site.countryCode ?? brand.defaultCountryCode)?.links ?? {};
        for (const [name, path] of Object.entries(links)) {
          // The FAQ and refer-and-earn links go to pages of their own (help and referral), proven by their tests.
          if (name === 'faqLink' || name === 'referAndEarn') continue;
          expect(await statusOf(load(`http://${site.host}:4200${path}`)), `${site.host}${path}`).toBe(200);
        }
      }
    }
  });

  it('is not found under a country the brand does not sell, under /in/ (India is never written) or an unknown prefix', async () => {
    expect(await statusOf(load('http://localhost:4200/nl/terms/'))).toBe(404);
    expect(await statusOf(load('http://in.homes.localhost:4200/de/guest-policy/'))).toBe(404);
    expect(await statusOf(load('http://localhost:4200/in/terms/'))).toBe(404);
    expect(await statusOf(load('http://homes.localhost:4200/in/terms/'))).toBe(404);
    expect(await statusOf(load('http://homes.localhost:4200/goa/cookie-policy/'))).toBe(404);
    expect(await statusOf(load('http://homes.localhost:4200/jp/terms/'))).toBe(404);
  });
});
