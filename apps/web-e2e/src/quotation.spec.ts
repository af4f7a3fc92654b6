import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { fillGuest, openBookingSummary } from './support/booking-summary';
import { brandOrigin } from './support/hosts';
import { typeInto } from './support/typing';

/** A stay of two nights some weeks ahead, apart from the other journeys' and per project, so no run competes for rooms. */
function stayQuery(project: string): string {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 55 + (project === 'phone' ? 0 : 4));
  const checkin = start.toISOString().slice(0, 10);
  start.setUTCDate(start.getUTCDate() + 2);
  return `checkin=${checkin}&checkout=${start.toISOString().slice(0, 10)}`;
}

// A travel agent fixes a room's price for a stay and sends the link; the guest opens it in their own browser, sees the
// quoted price applied and books it (guest-journey §2 is_quotation, §7 createBooking quotation_id).
test('a travel agent’s quotation link is opened and booked by the guest', async ({ page, browser }, testInfo) => {
  const origin = brandOrigin('hotel');
  // A hotel that takes payment at the property for the stay, found as any guest would.
  await openBookingSummary(page, origin, ['/hotels-in-goa', '/hotels-in-mumbai'], stayQuery(testInfo.project.name));
  const hotelUrl = new URL(page.url());
  hotelUrl.searchParams.delete('modal');

  await page.goto(`${origin}/travelagent/login`);
  await typeInto(page.getByLabel('E-mail address', { exact: true }), 'vikram.mehta@example.com');
  await typeInto(page.getByLabel('Password', { exact: true }), 'stays-demo-2026');
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await page.waitForURL(`${origin}/`);
  await page.goto(hotelUrl.toString());
  await page.getByRole('button', { name: 'Create a quotation for this room' }).click();
  const linkField = page.getByLabel('Quotation link');
  await expect(linkField).toHaveValue(/is_quotation=true&quotation_id=[A-Za-z0-9_-]{24}/);
  await expect(page.getByText(/Send this link to your guest\. The price is held until/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const link = new URL(await linkField.inputValue());
  expect(link.origin).toBe(origin);
  expect(link.pathname).toBe(hotelUrl.pathname);

  const guestContext = await browser.newContext(testInfo.project.use);
  const guest = await guestContext.newPage();
  await guest.goto(link.toString());
  await expect(guest.getByTestId('quotation-notice')).toContainText('Quoted price for this room, included below');
  await expect(guest.getByRole('button', { name: 'Create a quotation for this room' }), 'only travel agents and businesses quote').toHaveCount(0);
  await expectNoSeriousA11yViolations(guest);
  await guest.getByRole('link', { name: 'Continue to book' }).click();
  const dialog = await fillGuest(guest, { guest: 'Meera Nair', phone: '9812345670', dialCode: '+91' });
  const booked = guest.waitForRequest((request) => request.url().includes('/api/pwa/createBooking'));
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  const body = (await booked).postDataJSON() as { booking: { quotation_id?: string } };
  expect(body.booking.quotation_id).toBe(link.searchParams.get('quotation_id'));
  await expect(guest).toHaveURL(/\/booking\/[A-Z0-9]+\?token=.+booked=true/);
  await expect(guest.getByText('Your booking is confirmed')).toBeVisible();

  // Another stay with the same link prices nothing from it: the page says so. The quote priced the hotel site's
  // default stay of one adult; two adults are another stay.
  const otherStay = new URL(link);
  otherStay.searchParams.set('rooms_config', '1,2,0,0,0');
  await guest.goto(otherStay.toString());
  await expect(guest.getByTestId('quotation-notice')).toContainText('has expired or is for other dates or guests');
  await guestContext.close();
});
