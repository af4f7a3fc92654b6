import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { isoDay } from './support/listing-stay';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;

/** A hotel of Mumbai, found through the API (the seed decides which). */
async function mumbaiHotelId(request: APIRequestContext): Promise<number> {
  const cities = (await (await request.get(`${api}/cities?country_id=1`)).json()) as { cities: { id: number; name: string }[] };
  const mumbai = cities.cities.find((city) => city.name === 'Mumbai');
  expect(mumbai, 'Mumbai is seeded').toBeTruthy();
  const stay = `available_room_count[checkin]=${isoDay(14)}&available_room_count[checkout]=${isoDay(15)}`;
  const reply = (await (
    await request.get(`${api}/search?filters[city_id]=${mumbai?.id ?? 0}&${stay}&brand_name=nivaas&format_response[batch_count]=1`)
  ).json()) as { hotels: { id: number }[] };
  const hotel = reply.hotels[0];
  expect(hotel, 'Mumbai has a hotel').toBeTruthy();
  return hotel?.id ?? 0;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where each day's number is drawn (its text, not its button) and its button's box, in the order of the month. */
async function dayBoxes(month: Locator): Promise<{ date: string; text: Box; button: Box }[]> {
  return month.locator('button[data-date]').evaluateAll((buttons) =>
    buttons.map((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const text = range.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      return {
        date: button.getAttribute('data-date') ?? '',
        text: { left: text.left, right: text.right, top: text.top, bottom: text.bottom },
        button: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      };
    }),
  );
}

// Three months side by side in the desktop dialog once squeezed each day below the width of "28".
test('the availability calendar draws every two-digit date inside its own day, apart from its neighbours', async ({ page, request }) => {
  const hotelId = await mumbaiHotelId(request);
  await page.goto(`${brandOrigin('hotel')}/${hotelId}/`);
  await page.getByRole('link', { name: 'See availability calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(calendar.locator('button[data-date]').first()).toBeVisible();

  const months = calendar.getByRole('region');
  await expect(months).toHaveCount(3);
  for (const month of await months.all()) {
    const days = await dayBoxes(month);
    expect(days.length).toBeGreaterThanOrEqual(28);
    for (const [index, day] of days.entries()) {
      expect(day.text.left, `${day.date} starts inside its day`).toBeGreaterThanOrEqual(day.button.left - 0.5);
      expect(day.text.right, `${day.date} ends inside its day`).toBeLessThanOrEqual(day.button.right + 0.5);
      const next = days[index + 1];
      if (next && next.text.top === day.text.top) expect(day.text.right, `${day.date} stays clear of ${next.date}`).toBeLessThanOrEqual(next.text.left);
    }
  }
});
