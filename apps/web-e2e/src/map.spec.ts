import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { E2E_API_PORT, brandOrigin } from './support/hosts';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;
const journeys = [
  { brand: 'hotel' as const, brandName: 'Nivaas', brandKey: 'nivaas', countryId: 1, city: 'Mumbai', citySlug: 'mumbai' },
  { brand: 'homes' as const, brandName: 'Dunelight Homes', brandKey: 'dunelight', countryId: 143, city: 'Amsterdam', citySlug: 'amsterdam' },
];

function isoDay(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/**
 * The seed's inventory is random per night and a city of holiday homes has few of them: the first two-night stay
 * with at least three available results, found through the API over five months, then opened as a guest would.
 */
async function openListing(page: Page, request: APIRequestContext, journey: (typeof journeys)[number]): Promise<string> {
  const cities = (await (await request.get(`${api}/cities?country_id=${journey.countryId}`)).json()) as { cities: { id: number; name: string }[] };
  const cityId = cities.cities.find((candidate) => candidate.name === journey.city)?.id;
  expect(cityId, `${journey.city} is seeded`).toBeTruthy();
  for (let offset = 7; offset < 150; offset += 1) {
    const [checkin, checkout] = [isoDay(offset), isoDay(offset + 2)];
    const query = `filters[city_id]=${cityId}&filters[available]=true&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&brand_name=${journey.brandKey}&format_response[batch_count]=3`;
    const reply = (await (await request.get(`${api}/search?${query}`)).json()) as { total_count: number };
    if (reply.total_count < 3) continue;
    const url = `${brandOrigin(journey.brand)}/hotels-in-${journey.citySlug}?checkin=${checkin}&checkout=${checkout}`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^([3-9]|\d\d+) /);
    return url;
  }
  throw new Error(`no stay in ${journey.citySlug} with three results`);
}

for (const journey of journeys) {
  test.describe(`${journey.brandName}: the listing's map`, () => {
    test('loads only when opened, clusters the results, and a pin opens its stay', async ({ page, request }) => {
      const mapChunks: string[] = [];
      page.on('request', (request) => {
        if (/ListingMap|countries-110m/.test(request.url())) mapChunks.push(request.url());
      });
      await openListing(page, request, journey);
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
