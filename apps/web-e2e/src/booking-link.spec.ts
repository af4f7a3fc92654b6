import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { bookButton, bookingIdOf, fillGuest, openBookingSummary } from './support/booking-summary';
import { E2E_API_PORT, brandOrigin } from './support/hosts';

const journeys = [
  {
    brand: 'homes' as const,
    brandName: 'Dunelight Homes',
    listings: ['/hotels-in-amsterdam', '/hotels-in-zandvoort', '/hotels-in-maastricht'],
    guest: 'Sanne Bakker',
    dialCode: '+31',
    phonePrefix: '61',
  },
];

/** A mobile number of this run alone, so the outbox holds only this booking's messages for it. */
function uniquePhone(prefix: string, digits: number): string {
  return `${prefix}${String(Date.now() % 10 ** (digits - prefix.length - 2)).padStart(digits - prefix.length - 2, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/** A stay of two nights some months ahead, on dates no other journey books; each project has its own. */
function stayQuery(project: string): { checkin: string; checkout: string; query: string } {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 90 + (project === 'phone' ? 0 : 3));
  const checkin = start.toISOString().slice(0, 10);
  start.setUTCDate(start.getUTCDate() + 2);
  const checkout = start.toISOString().slice(0, 10);
  return { checkin, checkout, query: `checkin=${checkin}&checkout=${checkout}` };
}

interface OutboxMessage {
  channel: string;
  template: string;
  payload: Record<string, unknown>;
}

/** The booking confirmation the guest was sent by SMS, as the API's dev outbox holds it. */
async function confirmationSms(request: APIRequestContext, to: string, bookingId: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const response = await request.get(`http://127.0.0.1:${E2E_API_PORT}/api/pwa/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(response.ok()).toBe(true);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    found = messages.find((message) => message.template === 'booking_confirmation' && message.payload['invoice_no'] === bookingId);
    expect(found, `the confirmation of ${bookingId} sent to ${to}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found as OutboxMessage;
}

for (const journey of journeys) {
  test.describe(`${journey.brandName}: the booking link of the confirmation`, () => {
    test('opens the booking in a fresh browser without signing in; a tampered link shows the lookup error instead', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      const origin = brandOrigin(journey.brand);
      const phone = uniquePhone(journey.phonePrefix, 9);
      const stay = stayQuery(testInfo.project.name);
      await openBookingSummary(page, origin, journey.listings, stay.query);
      const dialog = await fillGuest(page, { guest: journey.guest, phone, dialCode: journey.dialCode });
      await expect(dialog.getByRole('radio', { name: /Pay at the property/ })).toBeChecked();
      await bookButton(dialog, journey.brand).click();
      await expect(page.getByText('Your booking is confirmed')).toBeVisible();
      const bookingId = bookingIdOf(page);
      const hotelName = await page.getByRole('heading', { level: 1 }).innerText();
      const stayFacts = await page.getByRole('region', { name: 'Your stay' }).getByRole('definition').allInnerTexts();

      // The SMS the guest received: this booking, these dates, and the link to it.
      const sms = await confirmationSms(request, `${journey.dialCode}${phone}`, bookingId);
      expect(sms.payload).toMatchObject({
        invoice_no: bookingId,
        hotel_name: hotelName,
        guest_name: journey.guest,
        checkin: stay.checkin,
        checkout: stay.checkout,
      });
      const link = String(sms.payload['link']);
      expect(link).toMatch(new RegExp(`^/booking/${bookingId}\\?token=.+`));

      // Another browser: no cookie but the consent answer every journey's guest has given, nothing stored, nobody signed in.
      const fresh = await browser.newContext(testInfo.project.use);
      try {
        const state = await fresh.storageState();
        expect({ cookies: state.cookies.filter((cookie) => cookie.name !== 'cookie_consent'), origins: state.origins }).toEqual({ cookies: [], origins: [] });
        const guest = await fresh.newPage();
        await guest.goto(`${origin}${link}`);
        await expect(guest.getByRole('heading', { level: 1 })).toHaveText(hotelName);
        await expect(guest.getByRole('main').getByText(bookingId, { exact: true })).toBeVisible();
        await expect(guest.getByText('Status: Confirmed')).toBeVisible();
        expect(await guest.getByRole('region', { name: 'Your stay' }).getByRole('definition').allInnerTexts()).toEqual(stayFacts);
        await expect(guest.getByRole('region', { name: 'Guest' })).toContainText(journey.guest);
        await expect(guest.getByRole('region', { name: 'Guest' })).toContainText(phone);
        await expectNoSeriousA11yViolations(guest);

        // The same link with the first character of its token changed opens nothing.
        const tampered = new URL(link, origin);
        const token = tampered.searchParams.get('token') ?? '';
        tampered.searchParams.set('token', `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`);
        await guest.goto(tampered.toString());
        await expect(guest.getByRole('heading', { name: 'Find your booking' })).toBeVisible();
        await expect(guest.getByText('This booking link is not valid. Please enter your booking ID and mobile number.')).toBeVisible();
        await expect(guest.getByText(hotelName)).toHaveCount(0);
        await expect(guest.getByText('Status: Confirmed')).toHaveCount(0);
        await expectNoSeriousA11yViolations(guest);
      } finally {
        await fresh.close();
      }
    });
  });
}
