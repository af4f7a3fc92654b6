import type { Page } from '@playwright/test';
import { expect, test, hydrated } from './support/test';
import { brandOrigin } from './support/hosts';
import { pageScrollIsLocked } from './support/keyboard';

/** Errors the page raises, and React's own complaints in the console (hydration mismatches: #418 and the like). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Scrolls with the mouse wheel over the top corner of the viewport (a dialog's backdrop when one is open). */
async function wheelScrolls(page: Page): Promise<boolean> {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(8, 8);
  await page.mouse.wheel(0, 600);
  // Wheel scrolling is smooth: give it time to move, or to stay put.
  await page.waitForTimeout(500);
  return (await page.evaluate(() => window.scrollY)) !== before;
}

test.describe('?modal= at first load: only the modals the spec honours then (guest-journey §2)', () => {
  test('?modal=signin opens nothing at first load, and the page hydrates without an error @desktop', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${brandOrigin('hotel')}/?modal=signin`);
    await expect(page.getByRole('search', { name: 'Search hotels and homes' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('?modal=searchbar opens the search widget at first load; the page does not scroll behind it; Escape closes it @desktop', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${brandOrigin('homes')}/?modal=searchbar`);
    // Focus in the dialog and the page locked behind it come with the page's script (showModal).
    await hydrated(page);
    const search = page.getByRole('dialog', { name: 'Search hotels and homes' });
    await expect(search).toBeVisible();
    expect(await search.evaluate((dialog) => dialog.contains(document.activeElement)), 'the dialog takes the focus').toBe(true);
    expect(await pageScrollIsLocked(page)).toBe(true);
    expect(await wheelScrolls(page), 'the page behind the dialog does not scroll').toBe(false);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(page).not.toHaveURL(/modal=/);
    expect(await pageScrollIsLocked(page)).toBe(false);
    expect(await wheelScrolls(page), 'without the dialog the page scrolls').toBe(true);
    expect(errors).toEqual([]);
  });

  test('?modal=dateguestpicker opens the rooms-and-guests picker over the search widget at first load @desktop', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${brandOrigin('hotel')}/?modal=dateguestpicker`);
    await hydrated(page);
    const search = page.getByRole('dialog', { name: 'Search hotels and homes' });
    const picker = page.getByRole('dialog', { name: 'Rooms and guests' });
    await expect(picker).toBeVisible();
    // On top: the picker, not the search widget under it, has the focus and takes the keys.
    expect(await picker.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(search).toBeVisible();
    await expect(page).toHaveURL(/modal=searchbar/);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    expect(errors).toEqual([]);
  });
});
