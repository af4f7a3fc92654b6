import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { BRAND_WORDS } from './support/brand-words';
import { isoDay } from './support/listing-stay';
import { typeInto } from './support/typing';

const journeys = [
  { brand: 'hotel' as const, brandName: 'Nivaas', city: 'Mumbai', citySlug: 'mumbai', country: 'India', countryId: 1 },
  { brand: 'homes' as const, brandName: 'Dunelight Homes', city: 'Amsterdam', citySlug: 'amsterdam', country: 'Netherlands', countryId: 143 },
];

// Far enough ahead that ±3 days never reach today.
const stay = { checkin: isoDay(20), checkout: isoDay(22) };

function searchForm(page: Page) {
  return page.getByRole('search', { name: 'Search hotels and homes' });
}

function cards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

async function chooseSuggestion(page: Page, brand: keyof typeof BRAND_WORDS, typed: string, option: RegExp) {
  // Typed once, even before the page hydrates: the box keeps the text and asks for its suggestions once hydrated.
  await typeInto(searchForm(page).getByRole('combobox', { name: BRAND_WORDS[brand].destination }), typed);
  await page.getByRole('option', { name: option }).first().click();
}

for (const journey of journeys) {
  const origin = brandOrigin(journey.brand);

  test.describe(`${journey.brandName}: search types`, () => {
    if (journey.brand === 'hotel')
      test('flexible dates: searched from the form, carried by every control, and a shared URL reloads them', async ({ page, browser }) => {
        await page.goto(`${origin}/hotels-in-${journey.citySlug}?checkin=${stay.checkin}&checkout=${stay.checkout}`);
        await searchForm(page).getByRole('radio', { name: '± 2 days' }).check();
        await searchForm(page).getByRole('button', { name: 'Search' }).click();
        await expect(page).toHaveURL(/flexible_days_count=2/);
        await expect(cards(page).first()).toBeVisible();
        // A card priced for other dates says which ones, and its link opens the hotel on those dates.
        const moved = cards(page)
          .filter({ hasText: /Price for / })
          .first();
        if (await moved.isVisible()) {
          const href = (await moved.getByRole('link').first().getAttribute('href')) ?? '';
          expect(href).not.toContain(`checkin=${stay.checkin}&checkout=${stay.checkout}`);
        }
        await expectNoSeriousA11yViolations(page);

        // Every control of the listing (sort, filters, pages) carries the flexible search on.
        await expect(page.locator('form input[type="hidden"][name="flexible_days_count"]').first()).toHaveValue('2');
        const shared = page.url();

        // Another guest opens the shared URL: the same flexible search, the choice shown in the form.
        const other = await browser.newPage();
        await other.goto(shared);
        await expect(searchForm(other).getByRole('radio', { name: '± 2 days' })).toBeChecked();
        await expect(cards(other).first()).toBeVisible();
        await other.close();
      });

    if (journey.brand === 'homes')
      test('a country chosen in the search box lists the whole country', async ({ page }) => {
        await page.goto(`${origin}/`);
        await chooseSuggestion(page, journey.brand, journey.country.slice(0, 5), new RegExp(`^${journey.country}$`));
        await searchForm(page).getByRole('button', { name: 'Search' }).click();
        await expect(page).toHaveURL(new RegExp(`/search/\\?countryId=${journey.countryId}&`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(` in ${journey.country}`);
      });
  });
}

test.describe('Dunelight Homes: holiday parks', () => {
  test('a holiday park chosen in the search box lists its homes', async ({ page }) => {
    await page.goto(`${brandOrigin('homes')}/`);
    await chooseSuggestion(page, 'homes', 'Duinpark', /^Duinpark /);
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/\?searchType=holiday_park&locationId=\d+&/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(' in Duinpark ');
    await expect(page).toHaveTitle(/^Holiday homes in Duinpark .* \| Dunelight Homes$/);
    await expectNoSeriousA11yViolations(page);
  });
});
