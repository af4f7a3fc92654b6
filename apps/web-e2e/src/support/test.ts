import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_CLOCK_START, shiftClock } from './clock/e2e-clock';

/**
 * Playwright's `test` and `expect` for the journeys. Every browser context — the test's own and any a journey
 * opens for a second guest — runs on the journeys' fixed clock. Nothing waits for hydration by itself: pages paint
 * first and hydrate after (apps/web/app/hydration), and a guest taps what is painted, so journeys do too; a journey
 * waits with `hydrated(page)` only where its next step is the page's script at work.
 */
export const test = base.extend<object, { contextsOnE2eClock: void }>({
  contextsOnE2eClock: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => prepareContext(await newContext(options));
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await use(await prepareContext(context));
  },
});

export { expect };

/**
 * Waits until React has taken the page over: for a journey whose next step is the page's script at work (a phone
 * sign-in's two steps, a menu, a dialog's focus, the heart, the browser's location), not for pages a guest can use
 * as they are painted.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const prepared = new WeakSet<BrowserContext>();

async function prepareContext(context: BrowserContext): Promise<BrowserContext> {
  if (prepared.has(context)) return context;
  prepared.add(context);
  await context.addInitScript(shiftClock, Date.parse(E2E_CLOCK_START));
  await answerConsentBanner(context);
  // Signing out by clearing cookies keeps the guest's answer to the banner, as a browser's "sign out" would.
  const clearCookies = context.clearCookies.bind(context);
  context.clearCookies = async (options) => {
    await clearCookies(options);
    if (!options) await answerConsentBanner(context);
  };
  return context;
}

/** The holiday-home brand's sites, where the consent banner is asked (cookies are per host, not per port). */
const CONSENT_HOSTS = ['homes.localhost', ...['nl', 'de', 'fr', 'es', 'at', 'it', 'uk', 'be'].map((country) => `${country}.homes.localhost`)];

/**
 * Every journey's guest has already answered the consent banner (necessary cookies only), so the banner covers
 * nothing a journey taps; consent.spec.ts meets it as a new guest does, after `forgetConsentAnswer`.
 */
async function answerConsentBanner(context: BrowserContext): Promise<void> {
  const decidedAt = Math.floor(Date.parse(E2E_CLOCK_START) / 1000);
  await context.addCookies(CONSENT_HOSTS.map((host) => ({ name: 'cookie_consent', value: `1.0.0.${decidedAt}`, url: `http://${host}` })));
}

/** A guest who has never answered the consent banner. */
export async function forgetConsentAnswer(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'cookie_consent' });
}
