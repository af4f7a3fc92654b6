import { expect, test } from './support/test';
import { colourShares, rgbOf } from './support/canvas-colours';
import { openListingWithResults } from './support/listing-stay';

// The offline basemap's colours (libs/features/search/src/components/map/offline-style.ts).
const SEA = rgbOf('#cfe2ee');
const LAND = rgbOf('#f5f2ea');

test("the listing's map draws the land of the shipped basemap, its worker loaded", async ({ page, request }) => {
  const workerFailures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Worker failed to load/.test(message.text())) workerFailures.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Worker failed to load/.test(error.message)) workerFailures.push(error.message);
  });
  const missingWorker: string[] = [];
  page.on('response', (response) => {
    if (/maplibre-gl-worker/.test(response.url()) && !response.ok()) missingWorker.push(`${response.status()} ${response.url()}`);
  });

  await openListingWithResults(page, request, { brand: 'hotel', brandKey: 'nivaas', countryId: 1, city: 'Mumbai', citySlug: 'mumbai' });
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByText(/\d+ stays? on the map/)).toBeVisible();
  const canvas = page.getByRole('region', { name: 'Map of the results' }).last().locator('canvas');
  await expect(canvas).toBeVisible();

  // Before its worker runs, the map is its sea-coloured background only; Mumbai's coast puts land in most of the view.
  await expect
    .poll(async () => (await colourShares(canvas, [LAND]))[0], { message: 'share of the map drawn in the land colour', timeout: 20_000 })
    .toBeGreaterThan(0.2);
  const [land = 0, sea = 0] = await colourShares(canvas, [LAND, SEA]);
  expect(land + sea, 'the canvas shows the basemap, not a blank or broken picture').toBeGreaterThan(0.5);
  expect(workerFailures).toEqual([]);
  expect(missingWorker).toEqual([]);
});
