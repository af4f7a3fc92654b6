import type { Page } from '@playwright/test';
import { expect, test, hydrated } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { typeInto } from './support/typing';

const journeys = [
  {
    brand: 'hotel' as const,
    brandName: 'Nivaas',
    city: 'Mumbai',
    citySlug: 'mumbai',
    countryId: 1,
    country: 'India',
    locality: 'Bandra',
    noun: 'hotel',
    point: { latitude: 19.076, longitude: 72.8777 },
  },
  {
    brand: 'homes' as const,
    brandName: 'Dunelight Homes',
    city: 'Amsterdam',
    citySlug: 'amsterdam',
    countryId: 143,
    country: 'Netherlands',
    locality: 'Jordaan',
    noun: 'home',
    point: { latitude: 52.3676, longitude: 4.9041 },
  },
];

function isoDay(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

const stay = `checkin=${isoDay(10)}&checkout=${isoDay(12)}`;

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function canonical(page: Page): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

function cards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

for (const journey of journeys) {
  const origin = brandOrigin(journey.brand);

  test.describe(`${journey.brandName}: every listing route`, () => {
    test('city, catch-all city, locality, near a locality, tag, country (/search/) and the short hotel link', async ({ page }) => {
      // The city listing: each card with its distance from the centre.
      await page.goto(`${origin}/hotels-in-${journey.citySlug}?${stay}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(` in ${journey.city}`);
      await expect(
        cards(page)
          .first()
          .getByText(/\d+\.\d (km|mi) away/),
      ).toBeVisible();
      const place = journey.locality;

      // The catch-all city page is the same listing, its canonical URL the /hotels-in- one.
      await page.goto(`${origin}/${journey.citySlug}?${stay}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(` in ${journey.city}`);
      expect(await canonical(page)).toBe(`${origin}/hotels-in-${journey.citySlug}`);

      // /hotels-in-{location}-{city}
      const localitySlug = slugify(place);
      await page.goto(`${origin}/hotels-in-${localitySlug}-${journey.citySlug}?${stay}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(` in ${place}, ${journey.city}`);
      expect(await canonical(page)).toBe(`${origin}/hotels-in-${localitySlug}-${journey.citySlug}`);
      await expectNoSeriousA11yViolations(page);

      // /hotels-near-{location}-{city}: nearest first.
      await page.goto(`${origin}/hotels-near-${localitySlug}-${journey.citySlug}?${stay}&sort=distance`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(` near ${place}, ${journey.city}`);
      // Sold-out stays come last (sorted among themselves): the bookable ones are nearest first.
      const bookable = cards(page).filter({ hasNot: page.getByText('Sold out', { exact: true }) });
      const distances = (await bookable.getByText(/\d+\.\d (km|mi) away/).allInnerTexts()).map((text) => Number(/(\d+\.\d)/.exec(text)?.[1]));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));

      // /{city}/hotels-in-{city}-{tag}, and /{city}/{tag} with the same canonical URL.
      await page.goto(`${origin}/${journey.citySlug}/hotels-in-${journey.citySlug}-family?${stay}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(` in ${journey.city} for families`);
      await page.goto(`${origin}/${journey.citySlug}/family?${stay}`);
      expect(await canonical(page)).toBe(`${origin}/${journey.citySlug}/hotels-in-${journey.citySlug}-family`);

      // /search/ over the whole country; its controls keep the country.
      await page.goto(`${origin}/search/?countryId=${journey.countryId}&${stay}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(` in ${journey.country}`);
      const pageTwo = page.getByRole('link', { name: /page 2/i }).first();
      if (await pageTwo.isVisible()) {
        await pageTwo.click();
        await expect(page).toHaveURL(new RegExp(`countryId=${journey.countryId}.*page=2`));
      }

      // /h/{id}: the short link opens the hotel page.
      const hotelHref = (await cards(page).first().getByRole('link').first().getAttribute('href')) ?? '';
      const hotelId = /\/(\d+)\//.exec(hotelHref)?.[1];
      await page.goto(`${origin}/h/${hotelId}`);
      await expect(page).toHaveURL(new RegExp(`/${hotelId}/`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    if (journey.brand === 'hotel')
      test('no results: the alternate search offers other stays and a way out', async ({ page }) => {
        await page.goto(`${origin}/hotels-in-${journey.citySlug}?${stay}&price_max=1`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(`0 ${journey.noun}s in ${journey.city}`);
        await expect(page.getByText(`No ${journey.noun}s available in ${journey.city} for these dates`)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Other stays you may like' })).toBeVisible();
        const alternates = page.getByRole('region', { name: 'Other stays you may like' }).getByRole('listitem');
        expect(await alternates.count()).toBeGreaterThan(0);
        expect(await alternates.count()).toBeLessThanOrEqual(3);
        await expect(page.getByRole('link', { name: 'Explore popular destinations' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

    if (journey.brand === 'homes')
      test("'Near me' with the position granted lists the stays around it", async ({ page, context }) => {
        await context.grantPermissions(['geolocation'], { origin });
        await context.setGeolocation(journey.point);
        await page.goto(`${origin}/hotels-near-me`);
        // Asking the browser for its position is the page's script at work.
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Stays near you' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Use my location' }).click();
        await expect(page).toHaveURL(/latitude=.*longitude=.*sort=distance/);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(`${journey.noun}s? near you`));
        await expect(cards(page).first()).toBeVisible();
        expect(await canonical(page)).toBe(`${origin}/hotels-near-me`);
      });

    if (journey.brand === 'hotel')
      test("'Near me' refused: says so, and the guest types a destination instead", async ({ page, context }) => {
        await context.clearPermissions();
        await page.goto(`${origin}/hotels-near-me`);
        await hydrated(page);
        await page.getByRole('button', { name: 'Use my location' }).click();
        await expect(page.getByText('We could not find your location. Type your destination instead.')).toBeVisible();
        const destination = page.getByRole('combobox').first();
        await typeInto(destination, journey.city.slice(0, 4));
        await expect(page.getByRole('listbox')).toBeVisible();
        await page
          .getByRole('option', { name: new RegExp(journey.city) })
          .first()
          .click();
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(page).toHaveURL(new RegExp(`/hotels-(in|near)-`));
      });
  });
}
