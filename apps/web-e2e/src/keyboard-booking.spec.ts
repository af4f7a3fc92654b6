import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { bookButton } from './support/booking-summary';
import { brandOrigin } from './support/hosts';
import { BRAND_WORDS } from './support/brand-words';
import { pageScrollIsLocked, tabTo, tabToLink, typeInto } from './support/keyboard';
import { findPayAtPropertyStay } from './support/pay-at-property-stay';

// Date fields take their digits in the order of the browser's locale (month, day, year here).
test.use({ locale: 'en-US' });

// defaultAdults: the site's first stay, its country's default occupancy (India 1,0,0; the Netherlands 0,1,0).
const journeys = [
  {
    brand: 'hotel' as const,
    brandName: 'Nivaas',
    brandKey: 'nivaas',
    countryId: 1,
    guest: 'Asha Verma',
    email: 'asha.verma@example.com',
    phone: '9876543210',
    defaultAdults: 1,
  },
  {
    brand: 'homes' as const,
    brandName: 'Dunelight Homes',
    brandKey: 'dunelight',
    countryId: 143,
    guest: 'Femke de Vries',
    email: 'femke@example.com',
    phone: '612345678',
    defaultAdults: 2,
  },
];

/** Types a YYYY-MM-DD date into the focused native date field, segment by segment as a guest does. */
async function typeDate(field: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await expect(field).toBeFocused();
  await field.pressSequentially(`${month}${day}${year}`, { delay: 30 });
  await expect(field).toHaveValue(isoDate);
  await expect(field).toBeFocused();
}

/** Arrow keys down the destination's suggestions to the city, then Enter. */
async function chooseCity(page: Page, city: string): Promise<void> {
  const option = page.getByRole('option', { name: new RegExp(`^${city}\\b`) }).first();
  await expect(option).toBeVisible();
  for (let press = 0; press < 10 && (await option.getAttribute('aria-selected')) !== 'true'; press += 1) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

const hotelIdOf = (url: URL) => Number(/\/(\d+)\/$/.exec(url.pathname)?.[1]);

for (const journey of journeys) {
  test.describe(`${journey.brandName}: booking with the keyboard only`, () => {
    test('searches, picks a property and books it paying at the property, typing key by key in the dialogs @desktop', async ({ page, request }, testInfo) => {
      const stay = await findPayAtPropertyStay(request, journey.brandKey, journey.countryId, testInfo.project.name === 'phone' ? 230 : 200);
      await page.goto(`${brandOrigin(journey.brand)}/`);
      const form = page.getByRole('search', { name: 'Search hotels and homes' });

      const destination = form.getByRole('combobox', { name: BRAND_WORDS[journey.brand].destination });
      await tabTo(page, destination);
      await typeInto(destination, stay.city);
      await chooseCity(page, stay.city);
      const checkin = form.getByLabel('Check-in');
      await tabTo(page, checkin);
      await typeDate(checkin, stay.checkin);
      const checkout = form.getByLabel('Check-out');
      await tabTo(page, checkout);
      await typeDate(checkout, stay.checkout);

      // The rooms-and-guests picker keeps the focus on the button pressed, however often it is pressed.
      const roomsTrigger = form.getByRole('button', { name: new RegExp(`^${BRAND_WORDS[journey.brand].roomsPicker}`) });
      await tabTo(page, roomsTrigger);
      await page.keyboard.press('Enter');
      const picker = page.getByRole('dialog', { name: BRAND_WORDS[journey.brand].roomsPicker });
      await expect(picker).toBeVisible();
      expect(await pageScrollIsLocked(page), 'the page behind the picker does not scroll').toBe(true);
      const moreAdults = picker.getByRole('button', { name: 'More Adults' });
      await tabTo(page, moreAdults, { inside: picker });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await expect(picker.getByRole('group', { name: 'Adults' })).toContainText(String(journey.defaultAdults + 3));
      await expect(moreAdults).toBeFocused();
      const fewerAdults = picker.getByRole('button', { name: 'Fewer Adults' });
      await tabTo(page, fewerAdults, { backwards: true, inside: picker });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      // One adult more than the site's default: 'Fewer Adults' is not disabled under the focus (it is at one adult).
      await expect(picker.getByRole('group', { name: 'Adults' })).toContainText(String(journey.defaultAdults + 1));
      await expect(fewerAdults).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      await expect(roomsTrigger).toBeFocused();
      expect(await pageScrollIsLocked(page), 'the page scrolls again once the picker is closed').toBe(false);

      await tabTo(page, form.getByRole('button', { name: 'Search', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/hotels-in-${stay.citySlug}\\?`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await tabToLink(page, (url) => stay.hotelIds.has(hotelIdOf(url)));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/\d+\/\?/);
      const book = page.getByRole('link', { name: 'Continue to book' });
      await tabTo(page, book, { max: 300 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/modal=bookingSummary/);

      const dialog = page.getByRole('dialog', { name: 'Complete your booking' });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), 'the dialog takes the focus').toBe(true);
      expect(await pageScrollIsLocked(page), 'the page behind the booking form does not scroll').toBe(true);
      const scrolledTo = await page.evaluate(() => window.scrollY);
      for (const [label, text] of [
        ['Full name', journey.guest],
        ['Email', journey.email],
        ['Mobile number', journey.phone],
      ] as const) {
        const field = dialog.getByLabel(label, { exact: true });
        await tabTo(page, field, { inside: dialog });
        await typeInto(field, text);
      }
      expect(await page.evaluate(() => window.scrollY), 'typing does not scroll the page').toBe(scrolledTo);
      await expect(dialog).toBeVisible();

      // Tab reaches a radio group at its chosen radio: pay at the property, chosen where the property offers it.
      const payAtProperty = dialog.getByRole('radio', { name: /Pay at the property/ });
      await tabTo(page, payAtProperty, { inside: dialog });
      await page.keyboard.press('Space');
      await expect(payAtProperty).toBeChecked();
      await tabTo(page, bookButton(dialog, journey.brand), { inside: dialog });
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/booking\/[A-Z0-9]+\?token=.+booked=true/);
      await expect(page.getByText('Your booking is confirmed')).toBeVisible();
      await expect(page.getByText(journey.email).first()).toBeVisible();
    });
  });
}
