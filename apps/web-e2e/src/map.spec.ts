import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';

const journeys = [
  { brand: 'hotel' as const, brandName: 'Nivaas', citySlug: 'mumbai' },
  { brand: 'homes' as const, brandName: 'Dunelight Homes', citySlug: 'amsterdam' },
];

function isoDay(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** The seed's inventory is random per night: the first two-night stay with at least three results. */
async function openListing(page: Page, origin: string, citySlug: string): Promise<string> {
  for (const offset of [7, 21, 45, 3, 10, 14, 28]) {
    const url = `${origin}/hotels-in-${citySlug}?checkin=${isoDay(offset)}&checkout=${isoDay(offset + 2)}`;
    await page.goto(url);
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    if (Number(/^(\d+)/.exec(heading)?.[1] ?? 0) >= 3) return url;
  }
  throw new Error(`no stay in ${citySlug} with three results`);
}

for (const journey of journeys) {
  test.describe(`${journey.brandName}: the listing's map`, () => {
    test('loads only when opened, clusters the results, and a pin opens its stay', async ({ page }) => {
      const mapChunks: string[] = [];
      page.on('request', (request) => {
        if (/ListingMap|countries-110m/.test(request.url())) mapChunks.push(request.url());
      });
      const origin = brandOrigin(journey.brand);
      await openListing(page, origin, journey.citySlug);
      expect(mapChunks).toEqual([]);

      await page.getByRole('button', { name: 'Show map' }).click();
      await expect(page).toHaveURL(/view=map/);
      const map = page.getByRole('region', { name: 'Map of the results' }).last();
      await expect(map).toBeVisible();
      await expect(page.getByText(/\d+ stays? on the map/)).toBeVisible();
      expect(mapChunks.some((url) => url.includes('ListingMap'))).toBe(true);

      // Clusters zoom in when clicked, until single price pins show.
      const pins = map.locator('button[data-hotel-id]');
      for (let step = 0; step < 6 && (await pins.count()) === 0; step += 1) {
        await map.getByRole('button', { name: /stays here, zoom in/ }).first().click();
        await page.waitForTimeout(700);
      }
      await expect(pins.first()).toBeVisible();
      const label = (await pins.first().getAttribute('aria-label')) ?? '';
      const name = label.split(',')[0] ?? '';
      await pins.first().click();
      await expect(page.getByRole('link', { name: `View ${name}` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The shared URL opens the map again.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Hide map' })).toBeVisible();
      await expect(page.getByText(/\d+ stays? on the map/)).toBeVisible();
    });
  });
}
