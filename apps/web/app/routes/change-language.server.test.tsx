// @vitest-environment node
// (the server's own Request and Response: Set-Cookie and Cookie are kept, as the server sees them.)
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { resolveSiteContext } from '../site/site-context.server';
import { dunelightNlSite } from '../testing/site-fixtures';
import { loader } from './change-language';

const SITE = 'http://nl.homes.localhost';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

/** A Dutch guest who allowed preferences cookies (the banner's consent cookie), unless `headers` say otherwise. */
function request(path: string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}${path}`, {
    headers: { host: 'nl.homes.localhost', 'user-agent': DESKTOP, cookie: 'cookie_consent=1.1.0.1795000000', ...headers },
  });
}

/** The loader's answer: a thrown redirect is returned like any other Response. */
async function answer(incoming: Request): Promise<unknown> {
  try {
    return await loader({ request: incoming, params: {}, context: {} } as unknown as LoaderFunctionArgs);
  } catch (thrown) {
    return thrown;
  }
}

async function redirectOf(incoming: Request) {
  const response = await answer(incoming);
  expect(response).toBeInstanceOf(Response);
  const { status, headers } = response as Response;
  return { status, location: headers.get('location'), cookie: headers.get('set-cookie') };
}

describe('/change-language', () => {
  it('keeps the language for the session only for a Dutch guest who has not allowed preferences cookies', async () => {
    for (const cookie of ['', 'cookie_consent=1.0.1.1795000000']) {
      expect((await redirectOf(request('/change-language?locale=de', { cookie }))).cookie).toBe('locale=de; Path=/; SameSite=Lax');
    }
  });

  it('sets the locale cookie for a year and sends the guest back to the page they were on, without its ?locale=', async () => {
    const back = encodeURIComponent('/hotels-in-amsterdam?locale=nl&checkin=2026-12-01');
    expect(await redirectOf(request(`/change-language?locale=de&retUrl=${back}`))).toEqual({
      status: 302,
      location: '/hotels-in-amsterdam?checkin=2026-12-01',
      cookie: 'locale=de; Max-Age=31536000; Path=/; SameSite=Lax',
    });
  });

  it('without a return path, goes back to the same-site page it was asked from, else home', async () => {
    expect((await redirectOf(request('/change-language?locale=fr', { referer: `${SITE}/about` }))).location).toBe('/about');
    expect((await redirectOf(request('/change-language?locale=fr'))).location).toBe('/');
  });

  it.each([
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['http://nl.homes.localhost.evil.example/'],
    ['javascript:alert(document.cookie)'],
    ['/\t/evil.example'],
  ])('never redirects off the site: retUrl=%j goes home', async (retUrl) => {
    const { location } = await redirectOf(request(`/change-language?locale=de&retUrl=${encodeURIComponent(retUrl)}`, { referer: 'https://evil.example/' }));
    expect(location).toBe('/');
    expect(new URL(location ?? '', SITE).origin).toBe(SITE);
  });

  it('offers Hindi and Thai on phones only: on a desktop they are refused with the list of languages (400)', async () => {
    const refused = (await answer(request('/change-language?locale=hi'))) as { init: { status: number }; data: { unknownLocale: boolean } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.unknownLocale).toBe(true);
    expect((await redirectOf(request('/change-language?locale=th', { 'user-agent': PHONE }))).cookie).toBe('locale=th; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('answers a language it does not know with the page and its message (400), and no cookie', async () => {
    const refused = (await answer(request('/change-language?locale=klingon'))) as {
      init: { status: number; headers?: unknown };
      data: { unknownLocale: boolean };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.init.headers).toBeUndefined();
  });

  it('without ?locale= is the page listing the languages, titled in the guest language', async () => {
    const page = (await answer(request('/change-language?retUrl=%2Fabout', { cookie: 'locale=de' }))) as {
      meta: { title: string; canonical: string };
      returnPath: string;
      unknownLocale: boolean;
    };
    expect(page).toMatchObject({ returnPath: '/about', unknownLocale: false, meta: { canonical: `${SITE}/change-language` } });
    expect(page.meta.title).toBe('Sprache | Dunelight Homes');
  });
});

describe('the footer language control without JavaScript', () => {
  /** The footer's HTML as the server sends it for `path` on the Dutch site. */
  function footerHtml(path: string, site = dunelightNlSite({ locale: 'nl', formatLocale: 'nl' })) {
    const Stub = createRoutesStub([
      { id: 'root', path: '*', Component: () => <SiteFooter brandName={site.brandName} showLinks countryCode={site.countryCode} />, loader: () => null },
    ]);
    return renderToString(
      <IntlProvider locale="en" onError={() => undefined}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { site, messages: {}, hasSession: false } } }} />
      </IntlProvider>,
    );
  }

  /** The links of the HTML: what a browser without JavaScript follows. */
  function links(html: string) {
    return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href = '', inner = '']) => ({
      href: href.replaceAll('&amp;', '&'),
      text: inner.replace(/<[^>]+>/g, ''),
      inner,
    }));
  }

  it('lists every language offered on a desktop in its own name and lang, the current one marked', () => {
    const html = footerHtml('/hotels-in-amsterdam?checkin=2026-12-01');
    const languages = links(html).filter((link) => link.href.startsWith('/change-language'));
    expect(languages.map((link) => link.text.replace('(current language)', '').replace('✓', ''))).toEqual([
      'English',
      'Español',
      'Bahasa Indonesia',
      'العربية',
      'Tiếng Việt',
      '日本語',
      'Português',
      'Nederlands',
      'Bahasa Melayu',
      'Deutsch',
      'Français',
      'Italiano',
    ]);
    expect(languages.find((link) => link.text.startsWith('Deutsch'))?.inner).toContain('lang="de"');
    expect(languages.find((link) => link.text.startsWith('العربية'))?.inner).toContain('dir="rtl"');
    expect(html).toMatch(/aria-current="true"[^>]*>.*?lang="nl"/);
    expect(html).toContain('<details');
  });

  it('offers Hindi and Thai on a phone, each in its own script', () => {
    const phone = links(footerHtml('/', dunelightNlSite({ locale: 'nl', isMobile: true }))).filter((link) => link.href.startsWith('/change-language'));
    expect(phone).toHaveLength(14);
    expect(phone.find((link) => link.text === 'हिन्दी')?.inner).toContain('lang="hi"');
    expect(phone.find((link) => link.text === 'ไทย')?.inner).toContain('lang="th"');
  });

  it('following Deutsch sets the cookie and returns to the same page, which is then German', async () => {
    const deutsch = links(footerHtml('/hotels-in-amsterdam?checkin=2026-12-01')).find((link) => link.text === 'Deutsch');
    expect(deutsch?.href).toBe('/change-language?locale=de&retUrl=%2Fhotels-in-amsterdam%3Fcheckin%3D2026-12-01');
    const { status, location, cookie } = await redirectOf(request(deutsch?.href ?? ''));
    expect(status).toBe(302);
    expect(location).toBe('/hotels-in-amsterdam?checkin=2026-12-01');
    const next = request(location ?? '', { cookie: (cookie ?? '').split(';')[0] ?? '' });
    expect(resolveSiteContext(next)).toMatchObject({ locale: 'de', dir: 'ltr' });
  });

  it('is not shown in microsite mode (the partner app chooses the language)', () => {
    expect(footerHtml('/', dunelightNlSite({ locale: 'nl', micrositeMode: true }))).not.toContain('/change-language');
  });
});
