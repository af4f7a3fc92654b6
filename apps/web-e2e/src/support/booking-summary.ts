import { expect, type Locator, type Page } from '@playwright/test';
import { typeInto } from './typing';

export interface BookingGuest {
  guest: string;
  phone: string;
  dialCode: string;
}

/** The hotel page at `url`, its booking summary open; false when it has nothing to book or, asked for, refuses payment at the property. */
async function openSummaryOnHotelPage(page: Page, url: URL, payAtProperty: boolean): Promise<boolean> {
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const book = page.getByRole('link', { name: 'Continue to book' });
  if ((await book.count()) === 0) return false;
  await book.click();
  await expect(page).toHaveURL(/modal=bookingSummary/);
  return (
    !payAtProperty ||
    page
      .getByRole('dialog')
      .getByRole('radio', { name: /Pay at the property/ })
      .isEnabled()
  );
}

/**
 * The first property of the listings, for the stay, that takes payment at the property (some refuse it, no_postpaid;
 * a holiday home has one unit), with the booking summary open. `skip` leaves out a hotel page path (the property
 * a booking is moving away from).
 */
export async function openBookingSummary(
  page: Page,
  origin: string,
  listings: readonly string[],
  stay: string,
  payAtProperty = true,
  skip?: (path: string) => boolean,
) {
  for (const listing of listings) {
    await page.goto(`${origin}${listing}?${stay}`);
    const links = page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const url = new URL(href, origin);
      if (skip?.(url.pathname)) continue;
      url.search = stay;
      if (await openSummaryOnHotelPage(page, url, payAtProperty)) return;
    }
  }
  throw new Error(`no property of ${listings.join(', ')} takes payment at the property`);
}

/** The booking summary of the hotel page at `hotelPath` for the stay; false when it cannot be paid at the property. */
export async function openHotelBookingSummary(page: Page, origin: string, hotelPath: string, stay: string): Promise<boolean> {
  const url = new URL(hotelPath, origin);
  url.search = stay;
  return openSummaryOnHotelPage(page, url, true);
}

export async function fillGuest(page: Page, guest: BookingGuest) {
  const dialog = page.getByRole('dialog', { name: 'Complete your booking' });
  await expect(dialog).toBeVisible();
  await typeInto(dialog.getByLabel('Full name'), guest.guest);
  await typeInto(dialog.getByLabel('Email'), 'guest@example.com');
  await dialog.getByLabel('Country code').selectOption(guest.dialCode);
  await typeInto(dialog.getByLabel('Mobile number'), guest.phone);
  return dialog;
}

/** The booking id of the booking page the browser is on (/booking/{id}?…). */
export function bookingIdOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
}

/**
 * The booking form's button as the site words it: "Book" on the India sites, "Book with obligation to pay" on the
 * European holiday-home sites, where consumer law asks for that wording.
 */
export function bookButton(dialog: Locator, brand: 'hotel' | 'homes'): Locator {
  return dialog.getByRole('button', { name: brand === 'homes' ? 'Book with obligation to pay' : 'Book', exact: true });
}
