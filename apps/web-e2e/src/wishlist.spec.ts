import type { Page } from '@playwright/test';
import { expect, test, hydrated } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { signUpHere } from './support/sign-up';

const journeys = [
  { brand: 'hotel' as const, brandName: 'Nivaas', citySlug: 'mumbai', dialCode: '+91', firstDigit: '9' },
  { brand: 'homes' as const, brandName: 'Dunelight Homes', citySlug: 'amsterdam', dialCode: '+31', firstDigit: '6' },
];

function isoDay(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

const stay = `checkin=${isoDay(12)}&checkout=${isoDay(14)}`;

function cards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

for (const journey of journeys) {
  const origin = brandOrigin(journey.brand);

  test.describe(`${journey.brandName}: the wishlist`, () => {
    if (journey.brand === 'hotel')
      test('a heart pressed while signed out saves the stay after sign-in; the wishlist page, its share link in a fresh browser, unsaving and stopping the share', async ({
        page,
        request,
        browser,
      }) => {
        test.slow();
        const listing = `${origin}/hotels-in-${journey.citySlug}?${stay}`;
        await page.goto(listing);
        // The heart is the page's script at work.
        await hydrated(page);
        const card = cards(page).first();
        const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
        const heart = (scope: Page | typeof card) => scope.getByRole('button', { name: `Save ${name} to your wishlist` });
        await expect(heart(card)).toHaveAttribute('aria-pressed', 'false');
        await expectNoSeriousA11yViolations(page);

        // Signed out: the heart asks for sign-in, and the sign-in comes back here with the stay saved.
        await heart(card).click();
        await expect(page).toHaveURL(/\/login\?retUrl=/);
        await signUpHere(page, request, journey);
        await expect(page).toHaveURL(listing);
        await expect(page.getByRole('status').filter({ hasText: `${name} is on your wishlist.` })).toBeVisible();
        await expect(heart(cards(page).first())).toHaveAttribute('aria-pressed', 'true');
        // The server knows it too: a reload renders the heart filled.
        await page.reload();
        await expect(heart(cards(page).first())).toHaveAttribute('aria-pressed', 'true');
        await expectNoSeriousA11yViolations(page);

        // The wishlist page, server-rendered with the saved stay, and its share link.
        await page.goto(`${origin}/wishlist`);
        await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
        await expect(page.getByText('1 stay of 50')).toBeVisible();
        await expect(page.getByRole('link', { name })).toBeVisible();
        await page.getByRole('button', { name: 'Create a share link' }).click();
        const shareLink = page.getByLabel('Share link');
        await expect(shareLink).toHaveValue(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/wishlist/[A-Za-z0-9_-]{24}$`));
        const link = await shareLink.inputValue();
        await expectNoSeriousA11yViolations(page);

        // Anyone with the link, signed out in a fresh browser, sees the stay and nothing of its owner.
        const visitorContext = await browser.newContext();
        const visitor = await visitorContext.newPage();
        await visitor.goto(link);
        await expect(visitor.getByRole('heading', { level: 1, name: 'A shared wishlist' })).toBeVisible();
        await expect(visitor.getByRole('link', { name })).toBeVisible();
        await expect(visitor.getByText('Asha Rao')).toHaveCount(0);
        await expect(visitor.getByRole('button', { name: /Remove/ })).toHaveCount(0);
        await expectNoSeriousA11yViolations(visitor);

        // Unsaved from the hotel page's heart, the stay leaves the wishlist and the shared list.
        await page.getByRole('link', { name }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        const pageHeart = heart(page);
        await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
        // Its visible text says the state; the stay's name is in it for screen readers only.
        await expect(pageHeart).toHaveText(/: Saved$/);
        await expectNoSeriousA11yViolations(page);
        await pageHeart.click();
        await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
        await expect(pageHeart).toHaveText(/: Save$/);
        await expect(page.getByRole('status').filter({ hasText: `${name} is off your wishlist.` })).toBeVisible();
        await page.goto(`${origin}/wishlist`);
        await expect(page.getByRole('heading', { name: 'No saved stays yet' })).toBeVisible();
        await visitor.reload();
        await expect(visitor.getByText('This wishlist has no stays right now.')).toBeVisible();

        // Stopping the share kills the link.
        await page.getByRole('button', { name: 'Stop sharing' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Your wishlist is no longer shared.' })).toBeVisible();
        const dead = await visitor.goto(link);
        expect(dead?.status()).toBe(404);
        await expect(visitor.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
        await visitorContext.close();
      });

    if (journey.brand === 'homes')
      test('the wishlist page asks a guest who is not signed in to sign in first, then shows their empty list', async ({ page, request }) => {
        await page.goto(`${origin}/wishlist`);
        await expect(page).toHaveURL(/\/login\?retUrl=/);
        await signUpHere(page, request, journey);
        await expect(page).toHaveURL(`${origin}/wishlist`);
        await expect(page.getByRole('heading', { name: 'No saved stays yet' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Find a stay' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
  });
}
