import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { findPayAtPropertyStay } from './support/pay-at-property-stay';

// These journeys are about the service worker, which every other journey blocks (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;

interface BookedStay {
  invoice_no: string;
  token: string;
  hotel: { name: string; address: string; checkin_time: string };
}

/** A pay-at-the-property booking of this journey's own dates, made through the API as the booking form would. */
async function bookStay(request: APIRequestContext): Promise<BookedStay> {
  const stay = await findPayAtPropertyStay(request, 'nivaas', 1, 280);
  const [hotelId] = [...stay.hotelIds];
  const stayQuery = `available_room_count[checkin]=${stay.checkin}&available_room_count[checkout]=${stay.checkout}&rooms_config=1,2,0,0,0`;
  const details = (await (await request.get(`${api}/hotels/${hotelId}?${stayQuery}`)).json()) as {
    room_categories_with_data: { id: number; available_rooms: number }[];
  };
  const category = details.room_categories_with_data.find((candidate) => candidate.available_rooms > 0);
  expect(category, `a free room in hotel ${hotelId}`).toBeTruthy();
  const reply = await request.post(`${api}/createBooking`, {
    headers: { 'idempotency-key': `offline-journey-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      user: { first_name: 'Kavya Menon', country_code: '+91', phone: `97${String(Date.now()).slice(-8)}`, email: 'kavya.menon@example.com' },
      booking: {
        hotel_id: hotelId,
        room_category_id: category?.id,
        checkin: stay.checkin,
        checkout: stay.checkout,
        rooms_config: '1,2,0,0,0',
        payment_mode: 'pay_at_hotel',
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return (await reply.json()) as BookedStay;
}

/** The property's check-in time as the page shows it in English ('14:00' → '2:00 PM'). */
function shownTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

test(
  'a booking opened on the phone stays readable offline; another page going offline lands on /offline',
  { tag: '@phone' },
  async ({ page, context, request }) => {
    const booking = await bookStay(request);
    const origin = brandOrigin('hotel');
    const bookingPath = `/booking/${booking.invoice_no}?token=${encodeURIComponent(booking.token)}`;

    // The guest opens their booking: the site keeps it on the device for the trip.
    await page.goto(`${origin}${bookingPath}`);
    await expect(page.getByRole('heading', { level: 1, name: booking.hotel.name })).toBeVisible();
    await expect(page.getByText('Saved for offline use on this device until check-out.')).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('stays-trips-v1')).keys()).map((request) => new URL(request.url).pathname)))
      .toContain(`/booking/${booking.invoice_no}`);

    // On another page the connection drops: the guest lands on the offline page, which lists the trip.
    await page.goto(`${origin}/about`);
    await hydrated(page);
    await context.setOffline(true);
    await expect(page).toHaveURL(/\/offline\?from=%2Fabout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aw Snap' })).toBeVisible();
    await expect(page.getByText('Check if your device is connected to a mobile network or WiFi.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    const trips = page.getByRole('region', { name: 'Your trips on this device' });
    await trips.getByRole('link', { name: new RegExp(booking.hotel.name) }).click();

    // Offline, the booking opens again with what the guest needs at the door.
    await expect(page).toHaveURL(`${origin}${bookingPath}`);
    await expect(page.getByRole('heading', { level: 1, name: booking.hotel.name })).toBeVisible();
    await expect(page.getByText(booking.invoice_no, { exact: true })).toBeVisible();
    await expect(page.getByText(booking.hotel.address)).toBeVisible();
    await expect(page.getByText(`from ${shownTime(booking.hotel.checkin_time)}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

    // Back on the offline page, Try Again once connected returns the guest to where they were.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Aw Snap' })).toBeVisible();
    await hydrated(page);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(`${origin}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  },
);

// A browser profile of its own: Chrome never offers to install from an incognito window, which a test context is.
test('each brand installs as its own app', { tag: '@phone' }, async ({ playwright }, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'stays-install-'));
  const { launchOptions, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...{ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor },
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    for (const [brand, name, themeColour] of [
      ['hotel', 'Nivaas', '#8c1d18'],
      ['homes', 'Dunelight Homes', '#08465f'],
    ] as const) {
      await page.goto(`${brandOrigin(brand)}/about`);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', themeColour);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId), { timeout: 20_000 })
        .toEqual([]);
      const { data } = await cdp.send('Page.getAppManifest');
      expect(JSON.parse(data ?? '{}')).toMatchObject({ name, display: 'standalone', start_url: '/' });
      await cdp.detach();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
