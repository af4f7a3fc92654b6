import { expect, test } from './support/test';
import { fillGuest } from './support/booking-summary';
import { brandOrigin, micrositeOrigin } from './support/hosts';
import { isoDay } from './support/listing-stay';
import { typeDate, typeInto } from './support/typing';
import type { Page } from '@playwright/test';

/** Microsite and webview mode hide the header's and footer's links and the add-to-home-screen offer (guest-journey §1). */
async function expectMicrositeMode(page: Page) {
  await expect(page.getByRole('link', { name: 'About us' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Partner with us' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /home screen|install/i })).toHaveCount(0);
}

test.describe("Partners: a Nivaas guest on a partner's microsite", () => {
  test('searches key by key, taps a stay, books it, and stays in microsite mode all along', async ({ page }) => {
    const origin = micrositeOrigin('hotel');
    await page.goto(`${origin}/?microsite=lakeside-travel`);
    const form = page.getByRole('search', { name: 'Search hotels and homes' });
    await expect(form).toBeVisible();
    await expectMicrositeMode(page);

    await typeInto(form.getByRole('combobox', { name: 'Search for a city or hotel' }), 'Goa');
    await page
      .getByRole('option', { name: /^Goa\b/ })
      .first()
      .click();
    // Dates of its own, far from the other journeys' bookings.
    await typeDate(form.getByLabel('Check-in'), isoDay(101));
    await typeDate(form.getByLabel('Check-out'), isoDay(103));
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/hotels-in-goa?checkin=${isoDay(101)}&checkout=${isoDay(103)}&rooms_config=1%2C1%2C0%2C0%2C0`);
    await expectMicrositeMode(page);

    // A tap on a stay opens its hotel page on the microsite (it used to say "We could not find that page"); the
    // first that takes payment at the property is booked.
    const stays = page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link');
    let booked = false;
    for (let index = 0; index < 5 && !booked; index += 1) {
      await stays.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`^${origin}/\\d+/`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('We could not find that page')).toHaveCount(0);
      await expectMicrositeMode(page);
      const book = page.getByRole('link', { name: 'Continue to book' });
      if ((await book.count()) > 0) {
        await book.click();
        const dialog = await fillGuest(page, { guest: 'Kavya Menon', phone: '9812340077', dialCode: '+91' });
        const payAtProperty = dialog.getByRole('radio', { name: /Pay at the property/ });
        if (await payAtProperty.isEnabled()) {
          await payAtProperty.check();
          await dialog.getByRole('button', { name: 'Book', exact: true }).click();
          booked = true;
          break;
        }
      }
      await page.goto(`${origin}/hotels-in-goa?checkin=${isoDay(101)}&checkout=${isoDay(103)}`);
    }
    expect(booked, 'one of the first five stays takes payment at the property').toBe(true);

    // The booking page, still on the microsite and in its mode: no share or call buttons.
    await expect(page).toHaveURL(new RegExp(`^${origin}/booking/[A-Z0-9]+\\?token=`));
    await expect(page.getByText('Your booking is confirmed')).toBeVisible();
    await expect(page.getByText('Status: Confirmed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share booking' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Call the property' })).toHaveCount(0);
    await expectMicrositeMode(page);
  });
});

test.describe('Partners: a Dunelight Homes guest in the native app (webview mode)', () => {
  test('keeps webview mode across clicks, sign-in and redirects; the native bridge receives the page events and the sign-out', async ({ page }) => {
    const received: { type: string; page_type?: string; path?: string }[] = [];
    await page.exposeFunction('nativeAppReceives', (message: string) => received.push(JSON.parse(message)));
    // The React Native app's bridge, as react-native-webview injects it before the page's scripts.
    await page.addInitScript(() => {
      const target = window as unknown as { ReactNativeWebView: unknown; nativeAppReceives: (message: string) => void };
      target.ReactNativeWebView = { postMessage: (message: string) => target.nativeAppReceives(message) };
    });
    const origin = brandOrigin('homes');

    await page.goto(`${origin}/?webview=true`);
    await expectMicrositeMode(page);
    await expect.poll(() => received).toContainEqual({ type: 'page_view', page_type: 'Home Page', path: '/' });

    // Clicks: a city, then a stay. The URL no longer says webview=true; the mode is still there.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Amsterdam/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hotels-in-amsterdam/);
    await expectMicrositeMode(page);
    await expect.poll(() => received).toContainEqual({ type: 'page_view', page_type: 'Search Page', path: '/hotels-in-amsterdam' });
    await page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/nl\/\d+\//);
    expect(page.url()).not.toContain('webview');
    await expectMicrositeMode(page);
    await expect.poll(() => received.map((message) => message.page_type)).toContain('Hotel Page');

    // A page loaded afresh, a form and the redirect after it: sign in, then the account page.
    await page.goto(`${origin}/login?retUrl=${encodeURIComponent('/accountdetails')}`);
    await expectMicrositeMode(page);
    await typeInto(page.getByLabel('E-mail address', { exact: true }), 'kabir.shah@example.com');
    await typeInto(page.getByLabel('Password', { exact: true }), 'stays-demo-2026');
    await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
    await expect(page).toHaveURL(`${origin}/accountdetails`);
    await expectMicrositeMode(page);

    // Sign-out tells the native app.
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Sign in to see your account.')).toBeVisible();
    await expect.poll(() => received).toContainEqual({ type: 'logout' });

    // A server's redirect: /microsite/{name} lands on the home page (guest-journey §2), still in webview mode.
    await page.goto(`${origin}/microsite/anything`);
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByRole('search', { name: 'Search hotels and homes' })).toBeVisible();
    await expectMicrositeMode(page);

    // ?webview=false ends the mode: the links are back, and nothing more goes to the bridge.
    await page.goto(`${origin}/?webview=false`);
    await expect(page.getByRole('link', { name: 'About us' }).first()).toBeVisible();
    const sent = received.length;
    await page
      .getByRole('main')
      .getByRole('link', { name: /Amsterdam/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hotels-in-amsterdam/);
    expect(received).toHaveLength(sent);
  });
});
