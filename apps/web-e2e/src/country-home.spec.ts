import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { typeInto } from './support/typing';

/** The day in Tokyo, `days` after today on the journeys' clock (YYYY-MM-DD). */
function tokyoDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

test.describe("Nivaas: Japan's country home /jp/", () => {
  test('a guest in Japan sees its home, searches from it a week ahead, and its footer leads to listings', async ({ page }) => {
    await page.goto(`${brandOrigin('hotel')}/jp/`);
    await expect(page).toHaveTitle('Nivaas Japan: book hotels at the best prices');
    await expect(page.getByRole('heading', { name: 'Hotels for guests in Japan' })).toBeVisible();
    await expect(page.getByText('Currency: Japanese Yen (¥)')).toBeVisible();
    await expect(page.getByText('Searches start 7 days from today')).toBeVisible();
    // Nivaas has no hotels in Japan yet: its popular cities are its own, and the page says so.
    await expect(page.getByRole('heading', { name: 'Popular with Nivaas guests' })).toBeVisible();
    await expect(page.getByText('We have no stays in Japan yet')).toBeVisible();
    const footerCities = page.getByRole('contentinfo').getByRole('region', { name: 'Hotels in popular cities' });
    await expect(footerCities.getByRole('link', { name: 'Hotels in Mumbai' })).toHaveAttribute('href', '/hotels-in-mumbai');
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole('search', { name: 'Search hotels and homes' });
    const checkin = tokyoDay(7);
    await expect(form.getByLabel('Check-in')).toHaveValue(checkin);
    await expect(form.getByLabel('Check-out')).toHaveValue(tokyoDay(8));

    await typeInto(page.getByRole('combobox', { name: 'Search for a city or hotel' }), 'Goa');
    await page
      .getByRole('option', { name: /^Goa\b/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/hotels-in-goa\?/);
    expect(new URL(page.url()).searchParams.get('checkin')).toBe(checkin);
  });
});
