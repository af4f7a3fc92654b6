import { expect, test } from './support/test';
import { openBookingSummary } from './support/booking-summary';
import { brandOrigin } from './support/hosts';

const site = brandOrigin('hotel');
/** A seeded account (tools/seed-data test-users) and the password of every seeded account. */
const rohan = { name: 'Rohan Das', email: 'rohan.das@example.com', dialCode: '+91', phone: '9000000102', password: 'stays-demo-2026' };

test('a signed-in guest finds their name, e-mail and phone already in the booking form', async ({ page }) => {
  await page.goto(`${site}/login?retUrl=${encodeURIComponent('/about')}`);
  await page.getByLabel('E-mail address', { exact: true }).pressSequentially(rohan.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(rohan.password);
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await expect(page).toHaveURL(`${site}/about`);

  const checkin = new Date();
  checkin.setUTCDate(checkin.getUTCDate() + 75);
  const checkout = new Date(checkin);
  checkout.setUTCDate(checkout.getUTCDate() + 1);
  const stay = `checkin=${checkin.toISOString().slice(0, 10)}&checkout=${checkout.toISOString().slice(0, 10)}`;
  // Only looks at the form: any bookable property will do, whichever way it is paid.
  await openBookingSummary(page, site, ['/hotels-in-mumbai', '/hotels-in-goa'], stay, false);

  const dialog = page.getByRole('dialog', { name: 'Complete your booking' });
  await expect(dialog.getByLabel('Full name')).toHaveValue(rohan.name);
  await expect(dialog.getByLabel('Email')).toHaveValue(rohan.email);
  await expect(dialog.getByLabel('Country code')).toHaveValue(rohan.dialCode);
  await expect(dialog.getByLabel('Mobile number')).toHaveValue(rohan.phone);
});
