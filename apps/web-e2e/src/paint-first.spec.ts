import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { isoDay } from './support/listing-stay';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;
const brands = [
  { brand: 'hotel' as const, name: 'Nivaas', brandName: 'nivaas', countryId: 1, prefix: '' },
  { brand: 'homes' as const, name: 'Dunelight Homes', brandName: 'dunelight', countryId: 143, prefix: '/nl' },
];

/** A property of the brand's first city with rooms free, and its page for that stay. */
async function hotelPage(request: APIRequestContext, brand: (typeof brands)[number]): Promise<{ url: string; name: string }> {
  const { cities } = (await (await request.get(`${api}/cities?country_id=${brand.countryId}`)).json()) as { cities: { id: number }[] };
  for (const city of cities) {
    for (const offset of [21, 30, 45]) {
      const [checkin, checkout] = [isoDay(offset), isoDay(offset + 2)];
      const query = `filters[city_id]=${city.id}&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&brand_name=${brand.brandName}&format_response[batch_count]=1`;
      const { hotels } = (await (await request.get(`${api}/search?${query}`)).json()) as { hotels: { id: number; name: string }[] };
      const hotel = hotels[0];
      if (hotel) return { url: `${brandOrigin(brand.brand)}${brand.prefix}/${hotel.id}/?checkin=${checkin}&checkout=${checkout}`, name: hotel.name };
    }
  }
  throw new Error(`no bookable property for ${brand.name}`);
}

for (const brand of brands) {
  if (brand.brand === 'homes')
    test(`${brand.name}: a hotel page paints before it loads any JavaScript, then hydrates`, async ({ page, request }) => {
      const hotel = await hotelPage(request, brand);
      const documents: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'document') documents.push(sent.url());
      });
      await page.goto(hotel.url);
      await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();

      // Hydrated: React Router's route modules are in, and a link opens its modal without loading a new document.
      await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scriptStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstContentfulPaint, 'the page painted').not.toBeNull();
      expect(timing.scriptStarts.length, 'the page loaded its modules').toBeGreaterThan(0);
      expect(Math.min(...timing.scriptStarts), 'the first module was asked for after the first contentful paint').toBeGreaterThanOrEqual(
        timing.firstContentfulPaint ?? Infinity,
      );

      await page.getByRole('link', { name: 'See all photos', exact: true }).click();
      await expect(page.getByRole('dialog', { name: `All photos of ${hotel.name}` })).toBeVisible();
      expect(documents, 'the modal opened in the page, not by loading it again').toEqual([hotel.url]);
    });
}
