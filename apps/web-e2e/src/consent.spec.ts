import { expect, forgetConsentAnswer, hydrated, test } from './support/test';
import { E2E_API_PORT, homesCountryOrigin } from './support/hosts';
import { tabTo } from './support/keyboard';

// A Dutch guest's browser on the Dutch site.
test.use({ locale: 'nl-NL' });

const STATISTICS_COOKIES = ['utm', 'client_id', 'expd'];

interface StoredEvent {
  name: string;
  page_type: string;
  brand: string;
  country: string;
  payload: Record<string, unknown>;
}

test('a new guest on the Dutch site refuses statistics with the keyboard and nothing is tracked; accepts later from the footer and the page view and scroll milestones are stored', async ({
  page,
  context,
  request,
}) => {
  const site = homesCountryOrigin('nl');
  await forgetConsentAnswer(context);
  const analyticsCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/analytics/')) analyticsCalls.push(request.url());
  });

  await page.goto(`${site}/?utm_source=spring-mail&gclid=g-123`);
  const banner = page.getByRole('region', { name: 'Cookies op Dunelight Homes' });
  await expect(banner).toBeVisible();
  // The banner's choice is the page's script at work (before it, the same form posts to /cookie-consent).
  await hydrated(page);

  const refuse = banner.getByRole('button', { name: 'Alles weigeren' });
  await tabTo(page, refuse);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  // Scrolling the whole page, then waiting longer than the tracker's batching and the cookie-accepted delay: nothing leaves.
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(1_500);
  expect(analyticsCalls, 'no analytics request before consent').toEqual([]);
  const refusedCookies = await context.cookies(site);
  expect(refusedCookies.filter((cookie) => STATISTICS_COOKIES.includes(cookie.name))).toEqual([]);
  expect(refusedCookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toMatch(/^1\.0\.0\.\d+$/);
  // The necessary device cookie is there for as long as the browser keeps any cookie: we ask 63,072,000 s (two years),
  // Chromium keeps 400 days at most; the consent cookie lasts 15,552,000 s. (The browser dates cookies by its own
  // clock, not the journeys' fixed one: lifetimes are compared, not dates.)
  const expiresOf = (cookies: typeof refusedCookies, name: string) => cookies.find((cookie) => cookie.name === name)?.expires ?? 0;
  expect(refusedCookies.find((cookie) => cookie.name === 'fingerprint2')?.path).toBe('/');
  expect(expiresOf(refusedCookies, 'fingerprint2') - expiresOf(refusedCookies, 'cookie_consent')).toBeCloseTo(400 * 86_400 - 15_552_000, -2);

  // The guest changes their mind from the footer, with the keyboard: the banner takes the focus.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('heading', { name: 'Cookies op Dunelight Homes' })).toBeFocused();
  await tabTo(page, banner.getByRole('button', { name: 'Alles accepteren' }));
  const firstBatch = page.waitForRequest((request) => request.url().includes('/api/pwa/analytics/sendData'));
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
  await firstBatch;

  // The campaign the guest arrived with is kept now, for 30 days (written with the new choice, which lasts six months).
  const accepted = await context.cookies(site);
  expect(decodeURIComponent(accepted.find((cookie) => cookie.name === 'utm')?.value ?? '')).toContain('"utm_source":"spring-mail"');
  expect(expiresOf(accepted, 'cookie_consent') - expiresOf(accepted, 'utm')).toBeCloseTo(15_552_000 - 43_200 * 60, -1);

  // Up to the top, down a quarter, to the end, back up and down again: each milestone once.
  await page.mouse.wheel(0, -20_000);
  await page.mouse.wheel(0, 400);
  await page.mouse.wheel(0, 20_000);
  await page.mouse.wheel(0, -20_000);
  await page.mouse.wheel(0, 20_000);

  const sessionId = await page.evaluate(() => sessionStorage.getItem('stays.analytics.session'));
  expect(sessionId).toBeTruthy();
  let stored: StoredEvent[] = [];
  await expect
    .poll(
      async () => {
        const reply = await request.get(`http://127.0.0.1:${E2E_API_PORT}/api/pwa/dev/analytics-events?session_id=${sessionId}`);
        stored = ((await reply.json()) as { events: StoredEvent[] }).events;
        return {
          milestones: stored.filter((event) => event.name === 'scroll_depth').map((event) => event.payload['percent']),
          // A second after the yes (accounts-commerce §2).
          cookieAccepted: stored.filter((event) => event.name === 'cookie_accepted').map((event) => event.payload),
        };
      },
      { timeout: 5_000 },
    )
    .toEqual({ milestones: [25, 50, 75, 100], cookieAccepted: [{ preferences: true, statistics: true }] });
  expect(stored.filter((event) => event.name === 'page_view')).toEqual([
    // With the guest's variant of each experiment (the journeys' web server runs every experiment's control).
    expect.objectContaining({
      page_type: 'Home Page',
      brand: 'dunelight',
      country: 'nl',
      payload: { utm_source: 'spring-mail', exp_newhome: '0', exp_wizz: '0', exp_listing40: '0', exp_loggedoutexp: '0' },
    }),
  ]);
});
