import { expect, test } from './support/test';
import { bookButton, bookingIdOf, fillGuest } from './support/booking-summary';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { findPayAtPropertyStay } from './support/pay-at-property-stay';
import { typeInto } from './support/typing';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;
const guest = { guest: 'Nikhil Menon', phone: '9812345671', dialCode: '+91' };
const review = 'Spotless room, a friendly front desk and a quiet night.';

test('a guest rates a stay after check-out: the stars by keyboard, a typed review, which then counts among the hotel’s reviews', async ({ page, request }) => {
  const stay = await findPayAtPropertyStay(request, 'nivaas', 1, 320);
  const [hotelId] = [...stay.hotelIds];
  const hotelPage = `${brandOrigin('hotel')}/${hotelId}/?checkin=${stay.checkin}&checkout=${stay.checkout}`;
  await page.goto(hotelPage);
  await page.getByRole('link', { name: 'Continue to book' }).first().click();
  const dialog = await fillGuest(page, guest);
  await dialog.getByRole('radio', { name: /Pay at the property/ }).check();
  await bookButton(dialog, 'hotel').click();
  await expect(page).toHaveURL(/\/booking\/[^/?]+/);
  const bookingId = bookingIdOf(page);
  // The property checks the guest out (its own system does; the demo's tools stand in for it).
  expect((await request.post(`${api}/dev/bookings/${bookingId}/complete-stay`)).status()).toBe(200);

  await page.goto(`${brandOrigin('hotel')}/user-ratings/${bookingId}?phone=${guest.phone}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Rate your stay at / })).toBeVisible();
  const stars = page.getByRole('group', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '1 star', exact: true }).focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await typeInto(page.getByLabel('Your review'), review);
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Thank you for rating your stay.')).toBeVisible();
  await expect(page.getByText('Your rating: 4 stars')).toBeVisible();

  await page.goto(hotelPage);
  await expect(page.getByRole('main').getByText(review).first()).toBeVisible();
});
