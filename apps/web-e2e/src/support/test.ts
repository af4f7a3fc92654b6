import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { E2E_CLOCK_START, shiftClock } from './clock/e2e-clock';

/**
 * Playwright's `test` and `expect` for the journeys. Every browser context — the test's own and any a journey
 * opens for a second guest — runs on the journeys' fixed clock, and its pages wait, after `goto` and `reload`,
 * until the page they loaded has hydrated. Pages paint first and hydrate after (apps/web/app/hydration): a journey
 * clicking the moment a button is visible would otherwise click one React has not taken over yet.
 */
export const test = base.extend<object, { contextsOnE2eClock: void }>({
  contextsOnE2eClock: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await prepareContext(await newContext(options));
        if (options?.javaScriptEnabled === false) scriptless.add(context);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) scriptless.add(context);
    await use(await prepareContext(context));
  },
});

export { expect };

const prepared = new WeakSet<BrowserContext>();
/** Contexts with scripts switched off: their pages never hydrate, so nothing waits for it. */
const scriptless = new WeakSet<BrowserContext>();

async function prepareContext(context: BrowserContext): Promise<BrowserContext> {
  if (prepared.has(context)) return context;
  prepared.add(context);
  await context.addInitScript(shiftClock, Date.parse(E2E_CLOCK_START));
  context.on('page', waitForHydrationAfterLoads);
  for (const page of context.pages()) waitForHydrationAfterLoads(page);
  return context;
}

function waitForHydrationAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => afterHydration(page, await goto(url, options), options?.waitUntil);
  page.reload = async (options) => afterHydration(page, await reload(options), options?.waitUntil);
}

async function afterHydration(page: Page, response: Response | null, waitUntil: string | undefined): Promise<Response | null> {
  const servedPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
  if (servedPage && !scriptless.has(page.context()) && waitUntil !== 'commit') await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}
