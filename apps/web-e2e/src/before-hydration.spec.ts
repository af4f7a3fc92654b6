import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { brandOrigin } from './support/hosts';
import { BRAND_WORDS } from './support/brand-words';

/**
 * The page painted, its script not yet running (ARCHITECTURE "Progressive enhancement"): every form a guest can
 * submit then is a real HTML form the server answers. Scripts are switched off for the whole context, so nothing here
 * ever hydrates (the support `test` waits for hydration only where scripts run).
 */
test.use({ javaScriptEnabled: false });

const brands = [
  // Each site's first stay is its country's default occupancy: one adult in India (1,0,0), two on the homes sites (0,1,0).
  {
    brand: 'hotel' as const,
    brandName: 'Nivaas',
    city: 'Goa',
    listing: /^\/hotels-in-goa$/,
    currency: '₹',
    guest: 'meera.iyer@example.com',
    roomsConfig: '1,1,0,0,0',
  },
  {
    brand: 'homes' as const,
    brandName: 'Dunelight Homes',
    city: 'Amsterdam',
    listing: /^\/hotels-in-amsterdam$/,
    currency: '€',
    guest: 'rohan.das@example.com',
    roomsConfig: '1,2,0,0,0',
  },
];

/** Every URL the page asked for, documents and everything else, to check what went into them. */
function recordRequestUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

for (const { brand, brandName, city, listing, currency, guest, roomsConfig } of brands) {
  test.describe(`${brandName}, before the page's script runs`, () => {
    test(`searching ${city} typed into the home page's form lands on its listing with results`, async ({ page }) => {
      await page.goto(`${brandOrigin(brand)}/`);
      await page.getByRole('combobox', { name: BRAND_WORDS[brand].destination }).pressSequentially(city);
      await page.getByRole('button', { name: 'Search', exact: true }).click();

      await expect(page).toHaveURL(
        (url) => listing.test(url.pathname) && url.searchParams.has('checkin') && url.searchParams.get('rooms_config') === roomsConfig,
      );
      const results = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') });
      await expect(results.first()).toContainText(currency);
    });

    if (brand === 'homes')
      test('a destination that matches nothing comes back to the form with the reason, the text kept', async ({ page }) => {
        await page.goto(`${brandOrigin(brand)}/`);
        const destination = page.getByRole('combobox', { name: BRAND_WORDS[brand].destination });
        await destination.pressSequentially('Qqxyzzy');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page.getByText(BRAND_WORDS[brand].noMatch('Qqxyzzy'))).toBeVisible();
        await expect(page.getByRole('combobox', { name: BRAND_WORDS[brand].destination })).toHaveValue('Qqxyzzy');
      });

    if (brand === 'hotel')
      test('signing in with e-mail and password posts the form: signed in, back where the guest was, no password in any URL', async ({ page, context }) => {
        const urls = recordRequestUrls(page);
        const origin = brandOrigin(brand);
        // The wallet asks a guest who is not signed in to sign in, and comes back after.
        await page.goto(`${origin}/accountdetails/oyomoney`);
        await expect(page).toHaveURL((url) => url.pathname === '/login');

        await page.getByRole('textbox', { name: 'E-mail address' }).pressSequentially(guest);
        await page.getByLabel('Password').pressSequentially('not-the-password');
        await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
        await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is not right.');
        await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(guest);

        await page.getByLabel('Password').pressSequentially('stays-demo-2026');
        await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
        await expect(page).toHaveURL(`${origin}/accountdetails/oyomoney`);
        await expect(page.getByRole('heading', { name: 'Wallet money', level: 1 })).toBeVisible();
        expect((await context.cookies(origin)).find((cookie) => cookie.name === 'token')?.httpOnly).toBe(true);

        expect(urls.filter((url) => /password|stays-demo-2026|not-the-password/i.test(decodeURIComponent(url)))).toEqual([]);
      });

    if (brand === 'homes')
      test('asking for a password reset link posts the address: the answer shown, the address in no URL', async ({ page }) => {
        const urls = recordRequestUrls(page);
        await page.goto(`${brandOrigin(brand)}/reset-password`);
        await page.getByRole('textbox', { name: 'E-mail address' }).pressSequentially(guest);
        await page.getByRole('button', { name: 'Send me a reset link' }).click();
        await expect(page.getByRole('status')).toHaveText('If an account uses this address, a reset link is on its way. It works once, for 30 minutes.');
        expect(urls.filter((url) => decodeURIComponent(url).includes(guest))).toEqual([]);
      });

    if (brand === 'hotel')
      test('the booking lookup form is answered by the server: its checks, then the booking or why not', async ({ page }) => {
        await page.goto(`${brandOrigin(brand)}/booking`);
        await expect(page.getByRole('heading', { name: 'Find your booking' })).toBeVisible();
        await page.getByLabel('Booking ID').pressSequentially('NV0000000');
        await page.getByLabel('Mobile number').pressSequentially('98#76');
        await page.getByRole('button', { name: 'Find booking' }).click();
        await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();

        await page.getByLabel('Mobile number').clear();
        await page.getByLabel('Mobile number').pressSequentially('9876543210');
        await page.getByRole('button', { name: 'Find booking' }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/booking/NV0000000' && url.searchParams.get('phone') === '9876543210');
        await expect(page.getByText('We could not find a booking with this booking ID and mobile number.')).toBeVisible();
      });

    if (brand === 'hotel')
      test('Rooms and guests, Show map and Continue to book lead somewhere that works', async ({ page }) => {
        const origin = brandOrigin(brand);
        await page.goto(`${origin}/`);
        await page.getByRole('link', { name: new RegExp(`^${BRAND_WORDS[brand].roomsPicker}`) }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('modal') === 'dateguestpicker');

        await page.goto(`${origin}/hotels-in-${city.toLowerCase()}`);
        await page.getByRole('link', { name: 'Show map' }).click();
        await expect(page).toHaveURL((url) => listing.test(url.pathname) && url.searchParams.get('view') === 'map');
        await expect(page.getByRole('link', { name: 'Hide map' })).toBeVisible();

        const firstProperty = page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link').first();
        await firstProperty.click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const book = page.getByRole('link', { name: 'Continue to book' });
        await book.click();
        await expect(page).toHaveURL(/modal=bookingSummary/);
        await expect(page.getByRole('dialog', { name: 'Complete your booking' })).toBeVisible();
      });
  });
}
