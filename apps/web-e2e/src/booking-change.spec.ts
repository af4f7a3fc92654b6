import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { bookingIdOf, fillGuest, openBookingSummary, openHotelBookingSummary } from './support/booking-summary';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { isoDay } from './support/listing-stay';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;

const journeys = [
  { brand: 'hotel' as const, brandName: 'Nivaas', brandKey: 'nivaas', countryId: 1, city: 'Goa', guest: 'Asha Verma', phone: '9876543210', dialCode: '+91' },
  {
    brand: 'homes' as const,
    brandName: 'Dunelight Homes',
    brandKey: 'dunelight',
    countryId: 143,
    city: 'Amsterdam',
    guest: 'Femke de Vries',
    phone: '612345678',
    dialCode: '+31',
  },
];

type Journey = (typeof journeys)[number];

async function cityId(request: APIRequestContext, countryId: number, name: string): Promise<number> {
  const reply = (await (await request.get(`${api}/cities?country_id=${countryId}`)).json()) as { cities: { id: number; name: string }[] };
  const id = reply.cities.find((city) => city.name === name)?.id;
  expect(id, `${name} is seeded`).toBeTruthy();
  return id ?? 0;
}

interface CityStay {
  city: string;
  citySlug: string;
  stay: string;
}

/**
 * A city of the journey's country and a two-night stay there with at least two properties free that take payment at
 * the property (one to book, one to move to; many holiday homes refuse it), between `firstOffset` and a week after
 * it: each project and each journey of this file books in its own week, 95 days ahead or later, away from the other
 * booking journeys.
 */
async function findCityStay(request: APIRequestContext, journey: Journey, firstOffset: number): Promise<CityStay> {
  const reply = (await (await request.get(`${api}/cities?country_id=${journey.countryId}`)).json()) as {
    cities: { id: number; name: string; slug: string; property_count: number }[];
  };
  const cities = [...reply.cities].sort((a, b) => b.property_count - a.property_count).slice(0, 5);
  for (const city of cities) {
    for (let offset = firstOffset; offset < firstOffset + 8; offset += 1) {
      const [checkin, checkout] = [isoDay(offset), isoDay(offset + 2)];
      const query = `filters[city_id]=${city.id}&filters[available]=true&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&brand_name=${journey.brandKey}&format_response[batch_count]=20`;
      const { hotels } = (await (await request.get(`${api}/search?${query}`)).json()) as { hotels: { id: number }[] };
      let payingAtProperty = 0;
      for (const hotel of hotels) {
        const availability = (await (await request.get(`${api}/availability?hotel_id=${hotel.id}&checkin=${checkin}&checkout=${checkout}`)).json()) as {
          is_available: boolean;
          restrictions: { no_postpaid: boolean };
        };
        if (availability.is_available && !availability.restrictions.no_postpaid) payingAtProperty += 1;
      }
      if (payingAtProperty >= 2) return { city: city.name, citySlug: city.slug, stay: `checkin=${checkin}&checkout=${checkout}` };
    }
  }
  throw new Error(`no city of country ${journey.countryId} has two free properties taking payment at the property after ${firstOffset} days`);
}

interface RoomCategory {
  id: number;
  summed_final_price: number;
  isSoldOut: boolean;
  available_rooms: number;
}

/**
 * Hotels of the city, for a stay, whose default room (the one 'Continue to book' books) has a dearer category free
 * the same nights and that take payment at the property: the hotel page's path for each, best first.
 */
async function findUpgradableHotels(request: APIRequestContext, journey: Journey, firstOffset: number): Promise<{ stay: string; hotelPaths: string[] }> {
  const city = await cityId(request, journey.countryId, journey.city);
  for (let offset = firstOffset; offset < firstOffset + 8; offset += 1) {
    const [checkin, checkout] = [isoDay(offset), isoDay(offset + 2)];
    const query = `filters[city_id]=${city}&filters[available]=true&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&brand_name=${journey.brandKey}&format_response[batch_count]=20`;
    const { hotels } = (await (await request.get(`${api}/search?${query}`)).json()) as { hotels: { id: number }[] };
    const hotelPaths: string[] = [];
    for (const hotel of hotels) {
      const availability = (await (
        await request.get(`${api}/availability?hotel_id=${hotel.id}&checkin=${checkin}&checkout=${checkout}&rooms_config=1,2,0,0,0`)
      ).json()) as {
        dates_corrected: boolean;
        selected_category_id: number | null;
        restrictions: { no_postpaid: boolean };
        room_categories_with_data: RoomCategory[];
      };
      if (availability.dates_corrected || availability.restrictions.no_postpaid) continue;
      const categories = availability.room_categories_with_data;
      const booked = categories.find((category) => category.id === availability.selected_category_id);
      if (!booked || booked.isSoldOut) continue;
      const dearer = categories.some(
        (category) =>
          category.id !== booked.id && !category.isSoldOut && category.available_rooms > 0 && category.summed_final_price > booked.summed_final_price,
      );
      if (dearer) hotelPaths.push(`/${hotel.id}/`);
    }
    if (hotelPaths.length > 0) return { stay: `checkin=${checkin}&checkout=${checkout}`, hotelPaths };
  }
  throw new Error(`no hotel in ${journey.city} with a dearer room free after ${firstOffset} days`);
}

for (const journey of journeys) {
  const origin = brandOrigin(journey.brand);

  test.describe(`${journey.brandName}: changing the property of a booking`, () => {
    if (journey.brand === 'hotel')
      test("'Change property' finds another stay for the same dates, and booking it cancels the first booking", async ({ page, request }, testInfo) => {
        const { city, citySlug, stay } = await findCityStay(request, journey, testInfo.project.name === 'phone' ? 95 : 103);
        const listing = `/hotels-in-${citySlug}`;
        await openBookingSummary(page, origin, [listing], stay);
        const firstHotelPath = new URL(page.url()).pathname;
        const dialog = await fillGuest(page, journey);
        await dialog.getByRole('button', { name: 'Book', exact: true }).click();
        await expect(page).toHaveURL(/\/booking\/[A-Z0-9]+\?token=.+booked=true/);
        await expect(page.getByText('Status: Confirmed')).toBeVisible();
        const oldBookingUrl = page.url();
        const oldBookingId = bookingIdOf(page);

        // modifyProperty: the explanation, then the city's listing for the same dates.
        await page.getByRole('link', { name: 'Change property' }).click();
        await expect(page).toHaveURL(/modal=modifyProperty/);
        const change = page.getByRole('dialog', { name: 'Change the property' });
        await expect(change).toContainText(`Pick another stay in ${city} for the same dates`);
        await expect(change).toContainText('Book the new stay with the phone number of this booking.');
        await expectNoSeriousA11yViolations(page);
        await change.getByRole('link', { name: 'Find another stay' }).click();
        await expect(page).toHaveURL(new RegExp(`${listing}\\?`));
        const listingQuery = new URL(page.url()).searchParams;
        const expected = new URLSearchParams(stay);
        expect(listingQuery.get('checkin')).toBe(expected.get('checkin'));
        expect(listingQuery.get('checkout')).toBe(expected.get('checkout'));

        // Another property of the listing, with the banner saying which booking it replaces; booked with the same phone.
        await openBookingSummary(page, origin, [listing], stay, true, (path) => path === firstHotelPath);
        await expect(page.getByText(`Changing the property of booking ${oldBookingId}`).first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Stop changing' }).first()).toBeVisible();
        const form = await fillGuest(page, journey);
        await expectNoSeriousA11yViolations(page);
        await form.getByRole('button', { name: 'Book', exact: true }).click();
        await expect(page).toHaveURL(/\/booking\/[A-Z0-9]+\?token=.+booked=true/);
        await expect(page.getByText('Your booking is confirmed')).toBeVisible();
        await expect(page.getByText('Status: Confirmed')).toBeVisible();
        const newBookingId = bookingIdOf(page);
        expect(newBookingId).not.toBe(oldBookingId);
        await expectNoSeriousA11yViolations(page);

        // The first booking is cancelled.
        await page.goto(oldBookingUrl.replace(/&?booked=true/, ''));
        await expect(page.getByText(oldBookingId)).toBeVisible();
        await expect(page.getByText('Status: Cancelled')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Change property' })).toHaveCount(0);
      });
  });
}

test.describe('Nivaas: upgrading the room of a booking', () => {
  test("'Upgrade your room' lists the dearer free rooms with the difference, and upgrading makes the new booking", async ({ page, request }, testInfo) => {
    const [journey] = journeys;
    if (!journey) throw new Error('the hotel journey is defined');
    const { stay, hotelPaths } = await findUpgradableHotels(request, journey, testInfo.project.name === 'phone' ? 111 : 119);
    let opened = false;
    for (const hotelPath of hotelPaths) {
      opened = await openHotelBookingSummary(page, brandOrigin(journey.brand), hotelPath, stay);
      if (opened) break;
    }
    expect(opened, 'a hotel with a dearer room takes payment at the property').toBe(true);
    const dialog = await fillGuest(page, journey);
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page).toHaveURL(/\/booking\/[A-Z0-9]+\?token=.+booked=true/);
    const bookingId = bookingIdOf(page);

    await page.getByRole('link', { name: 'Upgrade your room' }).click();
    await expect(page).toHaveURL(new RegExp(`/upgrade-booking/${bookingId}\\?`));
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your room' })).toBeVisible();
    await expect(page.getByText(bookingId)).toBeVisible();
    const options = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Upgrade to / }) });
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toContainText('New price');
    await expect(options.first()).toContainText(/Price difference\s*\+/);
    await expect(options.first()).toContainText('The difference is paid at the property.');
    await expectNoSeriousA11yViolations(page);

    const upgrade = options.first().getByRole('button', { name: /^Upgrade to / });
    const room = (await upgrade.innerText()).replace(/^Upgrade to /, '').trim();
    await upgrade.click();
    await expect(page).toHaveURL(/\/booking\/[A-Z0-9]+\?.*upgraded=true/);
    await expect(page.getByText('Your room is upgraded')).toBeVisible();
    expect(bookingIdOf(page)).not.toBe(bookingId);
    await expect(page.getByRole('main')).toContainText(room);
    await expect(page.getByText('Status: Confirmed')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
