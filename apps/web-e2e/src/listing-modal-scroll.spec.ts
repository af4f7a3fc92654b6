import { expect, test } from './support/test';
import { brandOrigin } from './support/hosts';
import { pageScrollIsLocked } from './support/keyboard';
import { isoDay } from './support/listing-stay';

// The listing's filters and sorters are modals on phones only (a sidebar on wider screens).
test.use({ viewport: { width: 412, height: 860 } });

test.describe('the listing’s filters and sorters modals on a phone', () => {
  for (const [modal, name] of [
    ['filters', 'Filters'],
    ['sorters', 'Sort by'],
  ] as const) {
    test(`?modal=${modal} keeps the page under it from scrolling @phone`, async ({ page }) => {
      const listing = `${brandOrigin('hotel')}/hotels-in-mumbai?checkin=${isoDay(30)}&checkout=${isoDay(32)}`;
      await page.goto(`${listing}&modal=${modal}`);
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      expect(await pageScrollIsLocked(page)).toBe(true);
      await page.goto(listing);
      expect(await pageScrollIsLocked(page)).toBe(false);
    });
  }
});
