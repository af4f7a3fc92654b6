import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * Playwright's `test` and `expect`, with every page of the test's browser context waiting, after `goto` and
 * `reload`, until the page it loaded has hydrated. Pages paint first and hydrate after (apps/web/app/hydration):
 * a journey clicking the moment a button is visible would otherwise click one React has not taken over yet. A guest
 * is not that fast; a test is.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForHydrationAfterLoads);
    for (const page of context.pages()) waitForHydrationAfterLoads(page);
    await use(context);
  },
});

export { expect };

function waitForHydrationAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => afterHydration(page, await goto(url, options), options?.waitUntil);
  page.reload = async (options) => afterHydration(page, await reload(options), options?.waitUntil);
}

async function afterHydration(page: Page, response: Response | null, waitUntil: string | undefined): Promise<Response | null> {
  const servedPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
  if (servedPage && waitUntil !== 'commit') await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}
