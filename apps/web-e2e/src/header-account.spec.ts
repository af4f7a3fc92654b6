import type { Page } from '@playwright/test';
import { expect, test, hydrated } from './support/test';
import { brandOrigin } from './support/hosts';

/** A seeded account (tools/seed-data test-users) and the password of every seeded account. */
const meera = { firstName: 'Meera', email: 'meera.iyer@example.com', password: 'stays-demo-2026' };

test.use({ viewport: { width: 390, height: 844 } });

async function signIn(page: Page, site: string, returnTo: string) {
  await page.goto(`${site}/login?retUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail address', { exact: true }).pressSequentially(meera.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(meera.password);
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await expect(page).toHaveURL(`${site}${returnTo}`);
  // The account menu is the page's script at work.
  await hydrated(page);
}

for (const brand of ['hotel', 'homes'] as const) {
  test(
    `${brand}: a signed-in guest’s header stays one row on a 390 px phone, its account menu reaching bookings, wallet and cards by keyboard`,
    { tag: '@phone' },
    async ({ page }) => {
      const site = brandOrigin(brand);
      await signIn(page, site, '/about');
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: new RegExp(meera.firstName) });
      await expect(menuButton).toBeVisible();
      const height = (await header.boundingBox())?.height ?? Infinity;
      // One 4rem row and the header's 1px bottom border.
      expect(height, 'the header is one row').toBeLessThanOrEqual(65);

      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const menu = header.getByRole('navigation', { name: 'Your account' });
      for (const [name, href] of [
        ['My bookings', '/my-booking'],
        ['Wishlist', '/wishlist'],
        ['Wallet', '/accountdetails/oyomoney'],
        ['Saved cards', '/booking/save-card'],
        ['Account details', '/accountdetails'],
        ['About us', '/about'],
        ['Partner with us', '/partner-with-us'],
      ] as const) {
        await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      // The other account pages: the wizard's only where the brand shows wizard (Nivaas), the quiz where the country has it (India);
      // refer and earn on both (India and the Netherlands keep wallets, in rupees and euros).
      const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(expect.arrayContaining(['/saved-hotels', '/rewards', '/referral', '/donate', '/contactus']));
      for (const href of ['/wizard', '/wizardprofile', '/games']) expect(hrefs.includes(href), href).toBe(brand === 'hotel');
      await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
      expect((await header.boundingBox())?.height, 'the open menu lies over the page, not in the header').toBe(height);

      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();
      await expect(menu).toBeHidden();

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'My bookings' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${site}/my-booking`);
      await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    },
  );
}
