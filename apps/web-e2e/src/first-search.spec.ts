import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { BRAND_WORDS } from './support/brand-words';
import { typeInto } from './support/typing';

const journeys = [
  { brand: 'hotel' as const, brandName: 'Nivaas', city: 'Goa', listingPath: /\/hotels-in-goa\b/, currency: '₹', hotelPath: /^\/\d+\/?$/ },
  {
    brand: 'homes' as const,
    brandName: 'Dunelight Homes',
    city: 'Amsterdam',
    listingPath: /\/hotels-in-amsterdam\b/,
    currency: '€',
    hotelPath: /^\/nl\/\d+\/?$/,
  },
];

for (const journey of journeys) {
  test.describe(`${journey.brandName}: a new guest`, () => {
    test(`searches ${journey.city}, sees available stays with prices, opens one`, { tag: journey.brand === 'homes' ? '@phone' : [] }, async ({ page }) => {
      await page.goto(`${brandOrigin(journey.brand)}/`);
      await expect(page).toHaveTitle(new RegExp(journey.brandName));
      await expect(page.getByText('You are on your way', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const destination = page.getByRole('combobox', { name: BRAND_WORDS[journey.brand].destination });
      await typeInto(destination, journey.city);
      await page
        .getByRole('option', { name: new RegExp(`^${journey.city}\\b`) })
        .first()
        .click();
      await page.getByRole('button', { name: 'Search', exact: true }).click();

      await expect(page).toHaveURL(journey.listingPath);
      const results = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') });
      await expect(results.first()).toBeVisible();
      expect(await results.count()).toBeGreaterThan(0);
      await expect(results.first()).toContainText(journey.currency);
      await expectNoSeriousA11yViolations(page);

      const firstProperty = results.first().getByRole('heading').getByRole('link');
      const propertyName = (await firstProperty.innerText()).trim();
      await firstProperty.click();

      await expect(page).toHaveURL((url) => journey.hotelPath.test(url.pathname));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(propertyName);
      await expect(page.getByRole('main')).toContainText(journey.currency);
      await expectNoSeriousA11yViolations(page);
    });

    if (journey.brand === 'hotel')
      test('is asked for a destination when searching with none', async ({ page }) => {
        await page.goto(`${brandOrigin(journey.brand)}/`);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page.getByText('Please enter your destination')).toBeVisible();
        // Asked on the home page (or, tapped before the page hydrated, on the form the server sends back), not sent on.
        await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === '/find');
        await expectNoSeriousA11yViolations(page);
      });
  });
}
