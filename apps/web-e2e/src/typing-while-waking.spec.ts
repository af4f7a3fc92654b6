import type { Route } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { brandOrigin } from './support/hosts';
import { findPayAtPropertyStay } from './support/pay-at-property-stay';

/**
 * A guest on a busy phone taps "Continue to book" before the page's script runs: the server sends the booking form
 * open (a plain link then), they start typing, and the script wakes up in the middle of a word. The page's scripts are held until the
 * guest has typed the first word, so the wake-up lands exactly there, every run.
 */
test('the booking form keeps the focus and every key typed while the page wakes up under it', async ({ page, request }) => {
  const stay = await findPayAtPropertyStay(request, 'nivaas', 1, 260);
  const [hotelId] = [...stay.hotelIds];
  const scripts = { release: (): void => undefined };
  const scriptsReleased = new Promise<void>((resolve) => (scripts.release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
    await scriptsReleased;
    await route.continue();
  });

  await page.goto(`${brandOrigin('hotel')}/${hotelId}/?checkin=${stay.checkin}&checkout=${stay.checkout}`, { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Continue to book' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Complete your booking' });
  const name = dialog.getByLabel('Full name');
  await name.click();
  await name.pressSequentially('Asha');
  scripts.release();
  await hydrated(page);
  // A space on the close button, where the wake-up used to move the focus, closed the form.
  await name.pressSequentially(' Verma');
  await expect(name).toHaveValue('Asha Verma');
  await expect(name).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('asha@example.com');
  await expect(dialog.getByLabel('Email')).toHaveValue('asha@example.com');
  await expect(page).toHaveURL(/modal=bookingSummary/);
});
