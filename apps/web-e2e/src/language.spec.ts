import { expect, hydrated, test } from './support/test';
import { homesCountryOrigin } from './support/hosts';

// A Dutch guest's browser: the Dutch site speaks Dutch until the guest chooses otherwise.
test.use({ locale: 'nl-NL' });

test('on the Dutch site a guest switches to German with the keyboard, in place, and the next page stays German', async ({ page }) => {
  const site = homesCountryOrigin('nl');
  await page.goto(`${site}/about`);
  await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  // The next steps are the page's script at work: the choice must change the page without loading it again.
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const control = page.getByRole('contentinfo').locator('summary');
  await expect(control).toHaveText(/Taal\s*Nederlands/);
  await control.focus();
  await page.keyboard.press('Enter');
  const deutsch = page.getByRole('link', { name: 'Deutsch' });
  await expect(deutsch).toBeVisible();
  await expect(page.getByRole('link', { name: /Nederlands/ })).toHaveAttribute('aria-current', 'true');
  for (let presses = 0; presses < 14 && !(await deutsch.evaluate((link) => link === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(deutsch).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`${site}/about`);
  await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => 'sameDocument' in window), 'switched without loading the page again').toBe(true);

  // The next page the guest opens, loaded afresh: the choice is kept in the locale cookie.
  await page.goto(`${site}/partner-with-us`);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner werden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('contentinfo').locator('summary')).toHaveText(/Sprache\s*Deutsch/);
});
