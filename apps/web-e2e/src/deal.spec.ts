import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';

/** Deals of the seed (tools/seed-data/src/deals.ts): each brand's live one, and a hotel deal that has ended. */
const journeys = [
  { brand: 'hotel' as const, brandName: 'Nivaas', dealName: 'goa-beach-escape', title: 'Goa Beach Escape', percent: '20%', city: 'Goa' },
  { brand: 'homes' as const, brandName: 'Dunelight Homes', dealName: 'dutch-coast-break', title: 'Dutch Coast Break', percent: '10%', city: 'Zandvoort' },
];

for (const journey of journeys) {
  const origin = brandOrigin(journey.brand);

  test.describe(`${journey.brandName}: a deal page`, () => {
    if (journey.brand === 'hotel')
      test('shows the deal, its terms and cities, and a covered stay priced with it', async ({ page }) => {
        await page.goto(`${origin}/deals/${journey.dealName}`);
        await expect(page.getByRole('heading', { level: 1, name: journey.title })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${journey.title} \\| ${journey.brandName}`));
        await expect(page.getByText(`${journey.percent} off`, { exact: true })).toBeVisible();
        await expect(page.getByText(/^Book by /)).toBeVisible();
        const stays = page.getByRole('heading', { level: 2, name: /stays? with this deal$/ });
        await expect(stays).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await page.getByRole('link', { name: 'Terms and conditions' }).click();
        await expect(page).toHaveURL(/modal=dealTnC/);
        const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
        await expect(terms.getByRole('listitem').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await terms.getByRole('button', { name: 'Close' }).click();
        await expect(page).not.toHaveURL(/modal=/);

        await page.getByRole('link', { name: /^See the \d+ cit(y|ies)$/ }).click();
        await expect(page).toHaveURL(/modal=dealCities/);
        const cities = page.getByRole('dialog', { name: `Cities in ${journey.title}` });
        await expect(cities.getByRole('link', { name: `Stays in ${journey.city}` })).toHaveAttribute('href', /\/hotels-in-/);
        await cities.getByRole('button', { name: 'Close' }).click();

        // A covered stay's page carries the deal: its prices include it and it links back here.
        const card = page
          .getByRole('listitem')
          .getByRole('link', { name: new RegExp(`· ${journey.city}`) })
          .first();
        await expect(card).toHaveAttribute('href', /\/\d+\/\?deal_id=\d+$/);
        await card.click();
        await expect(page).toHaveURL(/deal_id=\d+/);
        await expect(page.getByText(`${journey.title}: ${journey.percent} off, included in the prices below`)).toBeVisible();
        await expect(page.getByRole('link', { name: 'See the deal' })).toHaveAttribute('href', new RegExp(`/deals/${journey.dealName}$`));
      });
  });
}

test('a deal that has ended, or never was, is not found', async ({ page }) => {
  for (const name of ['monsoon-sale', 'no-such-deal']) {
    const response = await page.goto(`${brandOrigin('hotel')}/deals/${name}`);
    expect(response?.status(), name).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});
