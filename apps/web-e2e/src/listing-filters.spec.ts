import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { openListingWithResults, type ListingCity } from './support/listing-stay';
import { typeInto } from './support/typing';

const PAGE_SIZE = 20;
const journeys: (ListingCity & { brandName: string })[] = [
  { brand: 'hotel', brandName: 'Nivaas', brandKey: 'nivaas', countryId: 1, city: 'Mumbai', citySlug: 'mumbai' },
  { brand: 'homes', brandName: 'Dunelight Homes', brandKey: 'dunelight', countryId: 143, city: 'Amsterdam', citySlug: 'amsterdam' },
];

async function resultCount(page: Page): Promise<number> {
  const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  return Number(/^(\d+)/.exec(heading)?.[1] ?? Number.NaN);
}

function cards(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

/** Each card's price per night, in major units, as the page shows it (₹1,250 or €108.50). */
async function pricesPerNight(page: Page): Promise<number[]> {
  const texts = await cards(page)
    .getByText(/per night$/)
    .allInnerTexts();
  return texts.map((text) => Number((/[\d.,]+/.exec(text)?.[0] ?? 'NaN').replace(/,/g, '')));
}

/** At least three prices, each no lower than the one before. */
function isAscending(prices: number[]): boolean {
  return prices.length >= 3 && prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
}

async function names(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
}

for (const journey of journeys) {
  test.describe(`${journey.brandName}: a listing's sort, filters and pages`, () => {
    test(
      'sorts by price, filters by price, pages, and the shared URL shows the same page',
      { tag: journey.brand === 'hotel' ? '@phone' : [] },
      async ({ page, context, request, isMobile }) => {
        const total = await openListingWithResults(page, request, journey);
        await expect(cards(page).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // Sort by price, low to high: on phones through the sorters modal.
        if (isMobile) {
          await page.getByRole('link', { name: 'Sort by' }).click();
          await expect(page).toHaveURL(/modal=sorters/);
          await expect(page.getByRole('dialog', { name: 'Sort by' })).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        }
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_low_to_high');
        await page.getByRole('button', { name: 'Sort', exact: true }).click();
        await expect(page).toHaveURL(/sort=price_low_to_high/);
        await expect(page).not.toHaveURL(/modal=/);
        expect(await resultCount(page)).toBe(total);
        // The sorted cards replace the first ones as the new page renders.
        await expect.poll(async () => isAscending(await pricesPerNight(page))).toBe(true);
        const sorted = await pricesPerNight(page);
        await expectNoSeriousA11yViolations(page);

        // At most the middle price per night: fewer results, every one within it, the sort kept.
        const max = Math.floor(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0);
        if (isMobile) {
          await page.getByRole('link', { name: /^Filters/ }).click();
          await expect(page).toHaveURL(/modal=filters/);
          await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        }
        await typeInto(page.getByRole('spinbutton', { name: 'Maximum' }), String(max));
        await page.getByRole('button', { name: 'Show results' }).click();
        await expect(page).toHaveURL(new RegExp(`price_max=${max}`));
        await expect(page).toHaveURL(/sort=price_low_to_high/);
        // The filtered heading and cards replace the first ones as the new page renders.
        await expect.poll(() => resultCount(page)).toBeLessThan(total);
        const filtered = await resultCount(page);
        expect(filtered).toBeGreaterThan(0);
        await expect.poll(async () => (await pricesPerNight(page)).length).toBe(Math.min(filtered, PAGE_SIZE));
        const within = await pricesPerNight(page);
        for (const price of within) expect(price).toBeLessThanOrEqual(max);
        await expect(page.getByRole('link', { name: /^Remove filter: Up to/ })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Result pages' })).toContainText(`Showing 1–${Math.min(filtered, PAGE_SIZE)} of ${filtered}`);
        await expectNoSeriousA11yViolations(page);

        // Page 2: different properties when there are more than a page of results; the seed's cities have at most
        // 20 a brand, so there the page-2 link is absent and a page-2 URL lands back on the last page.
        const firstPage = await names(page);
        if (filtered > PAGE_SIZE) {
          await page.getByRole('link', { name: 'Page 2' }).click();
          await expect(page).toHaveURL(/page=2/);
          await expect.poll(async () => (await names(page)).filter((name) => firstPage.includes(name))).toEqual([]);
          await expectNoSeriousA11yViolations(page);
        } else {
          await expect(page.getByRole('link', { name: 'Page 2' })).toHaveCount(0);
          await page.goto(`${page.url()}&page=2`);
          await expect(page).not.toHaveURL(/page=2/);
          expect(await names(page)).toEqual(firstPage);
        }

        // The shared URL, opened afresh, shows the same page.
        const shared = page.url();
        const shown = await names(page);
        const heading = await page.getByRole('heading', { level: 1 }).innerText();
        const other = await context.newPage();
        await other.goto(shared);
        await expect(other).toHaveURL(shared);
        await expect(other.getByRole('heading', { level: 1 })).toHaveText(heading);
        expect(await names(other)).toEqual(shown);
        await expectNoSeriousA11yViolations(other);

        // Removing the filter brings every result back, still sorted.
        await other.getByRole('link', { name: /^Remove filter: Up to/ }).click();
        await expect(other).not.toHaveURL(/price_max=/);
        await expect(other.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${total}\\b`));

        // A quick filter shows among the chosen filters too; removing it there switches it off again.
        await other.getByRole('link', { name: 'Hide sold out', exact: true }).click();
        await expect(other).toHaveURL(/available=1/);
        await other.getByRole('link', { name: 'Remove filter: Hide sold out' }).click();
        await expect(other).not.toHaveURL(/available=1/);
        await expect(other.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${total}\\b`));
        await expect(other.getByRole('link', { name: /^Remove filter:/ })).toHaveCount(0);
      },
    );
  });
}
