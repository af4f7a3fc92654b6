import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { brandOrigin } from './support/hosts';
import { BRAND_WORDS } from './support/brand-words';

/**
 * A slow network once the page works: whatever the site fetches as the guest moves on (React Router's page data,
 * `*.data`, and the API the browser calls) takes seconds. The page must show at once that it heard the tap.
 */
const DELAY_MS = 3_000;
/** "Appearing immediately": well under the half second in which a guest taps again. */
const FEEDBACK_MS = 500;

const brands = [
  { brand: 'hotel' as const, brandName: 'Nivaas', city: 'Goa' },
  { brand: 'homes' as const, brandName: 'Dunelight Homes', city: 'Amsterdam' },
];

async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function slowDownFetches(page: Page) {
  const late = async (route: { continue: () => Promise<void> }) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue().catch(() => undefined);
  };
  await page.route(/\.data(\?|$)/, late);
  await page.route('**/api/pwa/**', late);
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Loading the page' });

for (const { brand, brandName, city } of brands) {
  test.describe(`${brandName} on a slow network`, () => {
    if (brand === 'hotel')
      test('tapping a property card shows the progress bar at once, until its page is there', async ({ page }) => {
        await gotoHydrated(page, `${brandOrigin(brand)}/hotels-in-${city.toLowerCase()}`);
        await slowDownFetches(page);
        await expect(progress(page)).toHaveCount(0);

        const card = page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link').first();
        const name = (await card.innerText()).trim();
        await card.click();
        await expect(progress(page)).toBeVisible({ timeout: FEEDBACK_MS });
        await expect(progress(page)).toHaveAttribute('aria-busy', 'true');

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: DELAY_MS * 5 });
        await expect(progress(page)).toHaveCount(0);
      });

    if (brand === 'homes')
      test('tapping Search shows the progress bar at once, while the destination is looked up and its listing loads', async ({ page }) => {
        await gotoHydrated(page, `${brandOrigin(brand)}/`);
        await slowDownFetches(page);
        await page.getByRole('combobox', { name: BRAND_WORDS[brand].destination }).pressSequentially(city);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(progress(page)).toBeVisible({ timeout: FEEDBACK_MS });

        await expect(page).toHaveURL(new RegExp(`/hotels-in-${city.toLowerCase()}\\?`), { timeout: DELAY_MS * 5 });
        await expect(progress(page)).toHaveCount(0, { timeout: DELAY_MS * 5 });
      });
  });
}
