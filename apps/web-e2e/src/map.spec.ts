import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { openListingWithResults, type ListingCity } from './support/listing-stay';

const journeys: (ListingCity & { brandName: string })[] = [
  { brand: 'hotel', brandName: 'Nivaas', brandKey: 'nivaas', countryId: 1, city: 'Mumbai', citySlug: 'mumbai' },
  { brand: 'homes', brandName: 'Dunelight Homes', brandKey: 'dunelight', countryId: 143, city: 'Amsterdam', citySlug: 'amsterdam' },
];

for (const journey of journeys) {
  test.describe(`${journey.brandName}: the listing's map`, () => {
    if (journey.brand === 'homes')
      test('loads only when opened, clusters the results, and a pin opens its stay', async ({ page, request }) => {
        const mapChunks: string[] = [];
        page.on('request', (request) => {
          if (/ListingMap|countries-110m/.test(request.url())) mapChunks.push(request.url());
        });
        await openListingWithResults(page, request, journey);
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
          await map
            .getByRole('button', { name: /stays here, zoom in/ })
            .first()
            .click();
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
