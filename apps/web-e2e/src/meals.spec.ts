import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { bookButton, bookingIdOf, fillGuest } from './support/booking-summary';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { findPayAtPropertyStay, type PayAtPropertyStay } from './support/pay-at-property-stay';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;

interface RoomDetails {
  selected_category_id: number | null;
  room_categories_with_data: { id: number; services: { code: string; included: boolean; price: number | null }[] }[];
}

/** A property of the stay whose room 'Continue to book' books sells breakfast at a price (not included). */
async function hotelSellingBreakfast(request: APIRequestContext, stay: PayAtPropertyStay): Promise<number> {
  for (const hotelId of stay.hotelIds) {
    const details = (await (
      await request.get(`${api}/hotels/${hotelId}?available_room_count[checkin]=${stay.checkin}&available_room_count[checkout]=${stay.checkout}`)
    ).json()) as RoomDetails;
    const room = details.room_categories_with_data.find((category) => category.id === details.selected_category_id);
    if (room?.services.some((service) => service.code === 'breakfast' && !service.included && service.price !== null)) return hotelId;
  }
  throw new Error(`no property free ${stay.checkin} in ${stay.city} sells breakfast`);
}

test('a guest adds breakfast to the booking, sees it priced in the total, and takes it off again after booking', async ({ page, request }) => {
  const stay = await findPayAtPropertyStay(request, 'nivaas', 1, 290);
  const hotelId = await hotelSellingBreakfast(request, stay);
  await page.goto(`${brandOrigin('hotel')}/${hotelId}/?checkin=${stay.checkin}&checkout=${stay.checkout}`);
  await page.getByRole('link', { name: 'Continue to book' }).first().click();

  const dialog = await fillGuest(page, { guest: 'Kavya Rao', phone: '9812345670', dialCode: '+91' });
  const total = dialog.getByTestId('summary-total');
  const before = await total.innerText();
  const breakfast = dialog.getByRole('checkbox', { name: /^Breakfast: .+ per room per night$/ });
  await breakfast.focus();
  await page.keyboard.press('Space');
  await expect(breakfast).toBeChecked();
  await expect(dialog.getByText('Meals', { exact: true })).toBeVisible();
  await expect(total).not.toHaveText(before);
  const withBreakfast = await total.innerText();
  await dialog.getByRole('radio', { name: /Pay at the property/ }).check();
  await bookButton(dialog, 'hotel').click();

  await expect(page).toHaveURL(/\/booking\/[^/?]+/);
  expect(bookingIdOf(page)).not.toBe('');
  const meals = page.getByTestId('booking-meals');
  await expect(meals).toHaveText('Breakfast: Confirmed');
  await expect(page.getByRole('main')).toContainText(withBreakfast.replace(/^\D+/, ''));

  await page.getByRole('link', { name: 'Add or change meals and early check-in' }).click();
  const again = page.getByRole('checkbox', { name: /^Breakfast: / });
  await expect(again).toBeChecked();
  await again.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('extras-new-total')).toContainText(before.replace(/^\D+/, ''));
  await page.getByRole('button', { name: 'Save meals and early check-in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your meals and early check-in are updated.' })).toBeVisible();
  await expect(meals).toHaveText('Breakfast: Cancelled');
});
