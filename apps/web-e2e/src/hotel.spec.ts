import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, hydrated } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { typeDate, typeInto } from './support/typing';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;
const nivaas = { brand: 'hotel' as const, brandName: 'nivaas', countryId: 1, city: 'Mumbai', prefix: '' };
const journeys = [nivaas, { brand: 'homes' as const, brandName: 'dunelight', countryId: 143, city: 'Amsterdam', prefix: '/nl' }];

function isoDay(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

interface FoundHotel {
  id: number;
  name: string;
  checkin: string;
  checkout: string;
}

/** A bookable property of the city and a stay with rooms free in it, found through the API. */
async function findHotel(request: APIRequestContext, journey: (typeof journeys)[number]): Promise<FoundHotel> {
  const id = await cityId(request, journey);
  for (const offset of [14, 21, 30, 45, 9, 60]) {
    const checkin = isoDay(offset);
    const checkout = isoDay(offset + 2);
    const query = `filters[city_id]=${id}&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&brand_name=${journey.brandName}&format_response[batch_count]=5`;
    const reply = (await (await request.get(`${api}/search?${query}`)).json()) as { hotels: { id: number; name: string; ratings: { count: number } }[] };
    const hotel = reply.hotels.find((candidate) => candidate.ratings.count > 0) ?? reply.hotels[0];
    if (hotel) return { id: hotel.id, name: hotel.name, checkin, checkout };
  }
  throw new Error(`no bookable property in ${journey.city}`);
}

const hotelUrl = (origin: string, journey: (typeof journeys)[number], hotel: FoundHotel, query: string) => `${origin}${journey.prefix}/${hotel.id}/?${query}`;
const rooms = (page: Page) => page.getByTestId('room-category');

for (const journey of journeys) {
  test.describe(`${journey.brand === 'hotel' ? 'Nivaas' : 'Dunelight Homes'}: the hotel page`, () => {
    test(
      'prices follow new dates, rooms and guests; every modal opens',
      { tag: journey.brand === 'hotel' ? '@phone' : [] },
      async ({ page, request, isMobile }) => {
        const origin = brandOrigin(journey.brand);
        const hotel = await findHotel(request, journey);
        await page.goto(hotelUrl(origin, journey, hotel, `checkin=${hotel.checkin}&checkout=${hotel.checkout}&rooms_config=1,2,0,0,0&utm_source=e2e`));
        await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
        await expect(rooms(page).first()).toBeVisible();
        // A hotel room's total names the rooms; a holiday home, let whole, only its nights.
        const oneUnit = journey.brand === 'hotel' ? ', 1 room' : '';
        await expect(page.getByTestId('room-total').first()).toHaveText(new RegExp(`total for 2 nights${oneUnit}$`));
        await expectNoSeriousA11yViolations(page);

        // New dates: three nights instead of two, through the stay form (on phones inside the dateguestpicker modal).
        if (isMobile) {
          await page.getByRole('link', { name: 'Change dates and guests' }).click();
          await expect(page).toHaveURL(/modal=dateguestpicker/);
        }
        const form = isMobile ? page.getByRole('dialog', { name: 'Change dates and guests' }) : page.getByRole('form', { name: 'Dates and guests' });
        await expect(form).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await typeDate(form.getByLabel('Check-out'), dayAfter(hotel.checkin, 3));
        await form.getByRole('button', { name: 'Check availability' }).click();
        await expect(page).toHaveURL(new RegExp(`checkout=${dayAfter(hotel.checkin, 3)}`));
        await expect(page).toHaveURL(/utm_source=e2e/);
        await expect(page.getByTestId('room-total').first()).toHaveText(new RegExp(`total for 3 nights${oneUnit}$`));

        // Two rooms: the stay form spreads the guests over them and the totals follow.
        if (isMobile) await page.getByRole('link', { name: 'Change dates and guests' }).click();
        const again = isMobile ? page.getByRole('dialog', { name: 'Change dates and guests' }) : page.getByRole('form', { name: 'Dates and guests' });
        await again.getByRole('button', { name: journey.brand === 'hotel' ? 'More Rooms' : 'More Homes' }).click();
        await again.getByRole('button', { name: 'Check availability' }).click();
        if (journey.brand === 'hotel') {
          await expect(page).toHaveURL(/rooms_config=2%2C|rooms_config=2,/);
          await expect(page.getByTestId('room-total').first()).toContainText('2 rooms');
        } else {
          // A holiday home is let whole: a second one is refused with the min–max message and the URL keeps one.
          await expect(page.getByText('At most 1 home can be booked')).toBeVisible();
          await expect(page).toHaveURL(/rooms_config=1%2C|rooms_config=1,/);
        }

        // The modals of the page, each opened by its link.
        await page.getByRole('link', { name: 'See all photos', exact: true }).click();
        await expect(page).toHaveURL(/modal=hotelImages/);
        await expect(page.getByRole('dialog', { name: `All photos of ${hotel.name}` })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Close' }).click();
        await expect(page).not.toHaveURL(/modal=/);

        await page.getByRole('link', { name: 'See availability calendar' }).click();
        const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
        await expect(calendar).toBeVisible();
        await expect(calendar.getByRole('region')).toHaveCount(3);
        await expect(calendar.locator('button[data-state="selectable"]').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Close' }).click();

        const readAll = page.getByRole('link', { name: /^Read all \d+ reviews?$/ });
        if ((await readAll.count()) > 0) {
          await readAll.click();
          const reviews = page.getByRole('dialog', { name: 'Ratings and reviews' });
          await expect(reviews).toBeVisible();
          await reviews.getByRole('link', { name: /^Google \(\d+\)$/ }).click();
          await expect(page).toHaveURL(/review_type=2/);
          await expectNoSeriousA11yViolations(page);
          await page.getByRole('button', { name: 'Close' }).click();
          await page.locator('a[href*="modal=hotelReviewsPopUp"]').click();
          await expect(page.getByRole('dialog', { name: 'How guests rated it' })).toBeVisible();
          await expectNoSeriousA11yViolations(page);
          await page.getByRole('button', { name: 'Close' }).click();
        }
      },
    );

    if (journey.brand === 'homes')
      test('opened from an open search, shows the listing card’s from price and asks for dates to book', async ({ page }) => {
        const origin = brandOrigin(journey.brand);
        const fromPrice = /^from .+ per night$/;
        const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
        await page.goto(`${origin}/hotels-in-${journey.city.toLowerCase()}?isOpenSearch=true&rooms_config=1,2,0,0,0`);
        const card = page
          .locator('li[data-hotel-id]')
          .filter({ has: page.getByText(fromPrice) })
          .first();
        await expect(card).toBeVisible();
        const cardPrice = spaced(await card.getByText(fromPrice).textContent());
        const link = card.getByRole('heading', { level: 2 }).getByRole('link');
        const name = spaced(await link.textContent());
        await page.goto(new URL((await link.getAttribute('href')) ?? '', origin).href);

        await expect(page).toHaveURL(/isOpenSearch=true/);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        const ask = page.getByRole('region', { name: 'Select dates to see the total and book' });
        await expect(ask.getByTestId('hotel-from-price')).toBeVisible();
        expect(spaced(await ask.getByTestId('hotel-from-price').textContent())).toContain(cardPrice);
        // The card's price is the cheapest room category's: that category shows it too, each asking for dates.
        await expect(rooms(page).first()).toBeVisible();
        expect((await page.getByTestId('room-from-price').allTextContents()).map(spaced)).toContain(cardPrice);
        await expect(page.getByText('Select dates to see the total', { exact: true }).first()).toBeVisible();
        await expect(page.getByTestId('room-total')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Continue to book' })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      });

    if (journey.brand === 'hotel')
      test('meets the sold-out conditions and the similar stays', async ({ page, request }) => {
        const origin = brandOrigin(journey.brand);
        const hotel = await findHotel(request, journey);

        // Too many adults for one room: every category is sold out with that reason, and similar stays are looked for.
        await page.goto(hotelUrl(origin, journey, hotel, `checkin=${hotel.checkin}&checkout=${hotel.checkout}&rooms_config=1,20,0,0,0`));
        await expect(rooms(page).first()).toContainText('Too many adults for one room');
        await expect(page.getByText('Maximum 2 guests are allowed per room')).toBeVisible();
        await expect(page.getByTestId('similar-hotels')).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // More rooms than any category has free: fewer than requested (and the room count fitted to the maximum).
        await page.goto(hotelUrl(origin, journey, hotel, `checkin=${hotel.checkin}&checkout=${hotel.checkout}&rooms_config=${roomsConfig(20)}`));
        await expect(page.getByText(/Maximum \d+ rooms can be booked/)).toBeVisible();
        await expect(page).toHaveURL(/rooms_config=(1|4|10)%2C|rooms_config=(1|4|10),/);
        if (journey.brand === 'hotel') await expect(page.getByText('Fewer rooms left than you asked for').first()).toBeVisible();

        // A stay past the stored inventory: no rooms and no price for those nights.
        // The seed stores 365 nights from the clock's day and the API tops them up to a year ahead (366 in 2027-28).
        const lastNight = journey.brand === 'hotel' ? isoDay(366) : isoDay(400);
        await page.goto(hotelUrl(origin, journey, hotel, `checkin=${lastNight}&checkout=${dayAfter(lastNight, 2)}`));
        await expect(page.getByText(/No rooms left on one or more nights|No price for these dates/).first()).toBeVisible();

        // Dates in the past are corrected to today and the URL says so.
        await page.goto(hotelUrl(origin, journey, hotel, `checkin=2020-01-01&checkout=2020-01-03`));
        await expect(page.getByText(/cannot be booked here, so prices are shown for/)).toBeVisible();
        await expect(page).not.toHaveURL(/checkin=2020-01-01/);

        // A sold-out stay offers the nearest similar stays with their prices for the same dates.
        const soldOut = await soldOutStayWithSimilar(request, journey, hotel);
        await page.goto(
          hotelUrl(
            origin,
            journey,
            { ...hotel, id: soldOut.hotelId },
            `checkin=${soldOut.checkin}&checkout=${soldOut.checkout}&rooms_config=${soldOut.roomsConfig}`,
          ),
        );
        const similar = page.getByTestId('similar-hotels');
        await expect(similar).toBeVisible();
        await expect(similar.getByRole('link').first()).toBeVisible();
        await expect(similar.getByText(/per night/).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

    if (journey.brand === 'homes')
      test('a coupon needs a signed-in guest; the server’s error shows on failure', async ({ page, request }) => {
        const origin = brandOrigin(journey.brand);
        const hotel = await findHotel(request, journey);
        const url = hotelUrl(origin, journey, hotel, `checkin=${hotel.checkin}&checkout=${hotel.checkout}&rooms_config=1,2,0,0,0`);
        await page.goto(url);
        await expect(page.getByRole('link', { name: 'Sign in to use a coupon' })).toBeVisible();
        await signUp(page, request, origin);
        await page.goto(url);
        const code = page.getByRole('textbox', { name: 'Coupon code' });
        await typeInto(code, 'NOSUCHCODE');
        await page.getByRole('button', { name: 'Apply' }).click();
        await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
        await expect(page.getByRole('checkbox', { name: 'Use coupon NOSUCHCODE' })).not.toBeChecked();
        await expectNoSeriousA11yViolations(page);

        await typeInto(code, 'HOMES10');
        await page.getByRole('button', { name: 'Apply' }).click();
        await expect(page.getByTestId('price-after-coupon')).toBeVisible();
        await expect(page.getByRole('checkbox', { name: /Use coupon (WELCOME10|HOMES10)/ })).toBeChecked();
        await page.getByRole('checkbox', { name: /Use coupon/ }).uncheck();
        await expect(page.getByTestId('price-after-coupon')).toHaveCount(0);
      });
  });
}

// The strip reads the browser's stored mode, the same on every brand: one brand's hotel page proves it.
test.describe('Nivaas: the hotel page for travel agents and businesses', () => {
  const journey = nivaas;
  test('shows the travel-agent and corporate strip by the stored user mode, until Continue', async ({ page, request }) => {
    const origin = brandOrigin(journey.brand);
    const hotel = await findHotel(request, journey);
    const url = hotelUrl(origin, journey, hotel, `checkin=${hotel.checkin}&checkout=${hotel.checkout}`);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
    await expect(page.getByTestId('user-mode-strip')).toHaveCount(0);

    // Visiting the travel agents' login page stores nothing; signing in there as the seeded travel agent stores the
    // account's type, and the hotel page then offers their browsing.
    await page.goto(`${origin}/travelagent/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Travel agent login' })).toBeVisible();
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
    await expect(page.getByTestId('user-mode-strip')).toHaveCount(0);
    await page.goto(`${origin}/travelagent/login`);
    await typeInto(page.getByLabel('E-mail address', { exact: true }), 'vikram.mehta@example.com');
    await typeInto(page.getByLabel('Password', { exact: true }), 'stays-demo-2026');
    await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
    await page.waitForURL(`${origin}/`);
    await page.goto(url);
    const strip = page.getByRole('complementary', { name: 'Browse as Travel Agent' });
    await expect(strip.getByText('View exclusive travel agent prices and comissions for this property')).toBeVisible();
    await expect(strip.getByRole('link', { name: 'Browse as Travel Agent' })).toHaveAttribute('href', '/travelagent/login');
    await expectNoSeriousA11yViolations(page);
    await strip.getByRole('button', { name: 'Continue' }).click();
    await expect(strip).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
    await expect(page.getByTestId('user-mode-strip'), 'dismissed for the session').toHaveCount(0);

    // A partner's link names the corporate mode: a new session offers corporate browsing, with no title.
    const corporate = await page.context().browser()?.newPage();
    if (!corporate) throw new Error('no browser to open a new session in');
    await corporate.goto(`${url}&user_mode=corporate`);
    const corporateStrip = corporate.getByRole('complementary', { name: 'Browse as Corporate' });
    await expect(corporateStrip.getByRole('link', { name: 'Browse as Corporate' })).toHaveAttribute('href', '/buisness/login');
    await expect(corporateStrip.getByText('View exclusive travel agent prices', { exact: false })).toHaveCount(0);
    await corporate.close();
  });
});

function dayAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function roomsConfig(count: number): string {
  return [count, ...Array.from({ length: count }, () => [1, 0, 0, 0]).flat()].join(',');
}

/**
 * A stay one of the city's properties cannot take (a day its calendar marks unavailable, else too many adults)
 * with similar stays free. The seed sells out a night of a category only now and then, so every property of the
 * city is tried, over two calendar windows, rather than one property on one day.
 */
async function soldOutStayWithSimilar(request: APIRequestContext, journey: (typeof journeys)[number], around: FoundHotel) {
  const query = `filters[city_id]=${await cityId(request, journey)}&available_room_count[checkin]=${around.checkin}&available_room_count[checkout]=${around.checkout}&brand_name=${journey.brandName}&format_response[batch_count]=40`;
  const city = (await (await request.get(`${api}/search?${query}`)).json()) as { hotels: { id: number }[] };
  const home = journey.brand === 'homes';
  const windows = [isoDay(0).slice(0, 8) + '01', dayAfter(isoDay(0).slice(0, 8) + '01', 84)];
  for (const { id: hotelId } of [{ id: around.id }, ...city.hotels.filter((hotel) => hotel.id !== around.id)]) {
    const candidates: { checkin: string; checkout: string; roomsConfig: string }[] = [];
    for (const start of windows) {
      const view = (await (
        await request.get(
          `${api}/availability?request_type=calendar_view&hotel_id=${hotelId}&start_time=${start}&end_time=${dayAfter(start, 85)}&selected_rcid=1`,
        )
      ).json()) as {
        days: { date: string; available: boolean }[];
      };
      for (const day of view.days)
        if (!day.available && day.date > isoDay(1))
          candidates.push({ checkin: day.date, checkout: dayAfter(day.date, home ? 2 : 1), roomsConfig: '1,2,0,0,0' });
    }
    candidates.push({ checkin: isoDay(20), checkout: isoDay(22), roomsConfig: '1,3,0,0,0' });
    for (const asked of candidates.slice(0, 8)) {
      const availability = (await (
        await request.get(`${api}/availability?hotel_id=${hotelId}&checkin=${asked.checkin}&checkout=${asked.checkout}&rooms_config=${asked.roomsConfig}`)
      ).json()) as {
        is_available: boolean;
        dates_corrected: boolean;
        rooms_config: string;
      };
      if (availability.is_available || availability.dates_corrected) continue;
      // The page fits the rooms to the hotel's restriction before it looks for similar stays: so does this search.
      const stay = { ...asked, hotelId, roomsConfig: availability.rooms_config };
      const similar = (await (
        await request.get(
          `${api}/similar-hotels?available_room_count[checkin]=${stay.checkin}&available_room_count[checkout]=${stay.checkout}&filters[affinity_hotel_id]=${hotelId}&rooms_config=${stay.roomsConfig}`,
        )
      ).json()) as { hotels: unknown[] };
      if (similar.hotels.length > 0) return stay;
    }
  }
  throw new Error(`no sold-out stay in ${journey.city} with similar stays free`);
}

async function cityId(request: APIRequestContext, journey: (typeof journeys)[number]): Promise<number> {
  const cities = (await (await request.get(`${api}/cities?country_id=${journey.countryId}`)).json()) as { cities: { id: number; name: string }[] };
  const city = cities.cities.find((candidate) => candidate.name === journey.city);
  expect(city, `${journey.city} is seeded`).toBeTruthy();
  return city?.id ?? 0;
}

/** Signs a new guest up by phone OTP on this site (the session cookie is the site's). */
async function signUp(page: Page, request: APIRequestContext, origin: string) {
  const phone = `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  await page.goto(`${origin}/login`);
  await typeInto(page.getByLabel('Country code'), '+91');
  // Signing in by phone (a code, then a second step) is the page's script at work.
  await hydrated(page);
  await typeInto(page.getByLabel('Mobile number'), phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  let otp = '';
  await expect(async () => {
    const reply = await request.get(`${api}/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`);
    const [sms] = ((await reply.json()) as { messages: { payload: Record<string, unknown> }[] }).messages;
    otp = String(sms?.payload['otp'] ?? '');
    expect(otp).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  await typeInto(page.getByLabel('Code from the SMS'), otp);
  await typeInto(page.getByLabel('Full name'), 'Asha Rao');
  await typeInto(page.getByLabel('E-mail address', { exact: true }), `hotel${phone}@example.com`);
  await typeInto(page.getByLabel('Password', { exact: true }), 'monsoon-2026!');
  // Outside India the account asks for an address too.
  if (await page.getByLabel('Street').isVisible()) {
    await typeInto(page.getByLabel('Street'), 'Prinsengracht');
    await typeInto(page.getByLabel('House number'), '12');
    await typeInto(page.getByLabel('Postal code'), '1015 DV');
    await typeInto(page.getByLabel('City'), 'Amsterdam');
  }
  await page.getByLabel(/I agree that my details are stored/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
