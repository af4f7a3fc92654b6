import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { isoDay, type ListingCity } from './support/listing-stay';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;
const journeys: (ListingCity & { brandName: string })[] = [
  { brand: 'hotel', brandName: 'Nivaas', brandKey: 'nivaas', countryId: 1, city: 'Mumbai', citySlug: 'mumbai' },
  { brand: 'homes', brandName: 'Dunelight Homes', brandKey: 'dunelight', countryId: 143, city: 'Amsterdam', citySlug: 'amsterdam' },
];

interface CardHotel {
  id: number;
  name: string;
  hotel_badge?: 'top_rated' | 'guest_favourite' | null;
  urgency_info?: { rooms_left: number } | null;
}

interface PayAtHotelStay {
  checkin: string;
  checkout: string;
  /** Results with 'Pay at hotel': sold-out ones included, and bookable ones only. */
  withSoldOut: number;
  bookable: number;
  /** A bookable property paying at the hotel whose card has a badge or an urgency line. */
  signalled: CardHotel;
}

const BADGE_TEXTS = { top_rated: 'Top rated', guest_favourite: 'Guest favourite' } as const;

/**
 * The seed sells nights at random: a two-night stay (40 days ahead or later, away from the booking journeys) when the
 * city has properties paying at the hotel, one of them showing a badge or 'Only N room(s) left', found through the API.
 */
async function findPayAtHotelStay(request: APIRequestContext, city: ListingCity, firstOffset: number): Promise<PayAtHotelStay> {
  const cities = (await (await request.get(`${api}/cities?country_id=${city.countryId}`)).json()) as { cities: { id: number; name: string }[] };
  const cityId = cities.cities.find((candidate) => candidate.name === city.city)?.id;
  expect(cityId, `${city.city} is seeded`).toBeTruthy();
  const search = async (query: string) =>
    (await (
      await request.get(`${api}/search?filters[city_id]=${cityId}&filters[pay_at_hotel]=true&rooms_config=1,2,0,0,0&brand_name=${city.brandKey}&${query}`)
    ).json()) as {
      total_count: number;
      hotels: CardHotel[];
    };
  for (let offset = firstOffset; offset < firstOffset + 60; offset += 1) {
    const [checkin, checkout] = [isoDay(offset), isoDay(offset + 2)];
    const dates = `available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}`;
    const bookable = await search(`filters[available]=true&${dates}&format_response[batch_count]=20`);
    const signalled = bookable.hotels.find((hotel) => hotel.urgency_info || hotel.hotel_badge);
    if (bookable.total_count === 0 || !signalled) continue;
    const withSoldOut = await search(`filters[available]=false&${dates}&format_response[batch_count]=1`);
    return { checkin, checkout, withSoldOut: withSoldOut.total_count, bookable: bookable.total_count, signalled };
  }
  throw new Error(`no two-night stay in ${city.city} with a property paying at the hotel and a card signal`);
}

function heading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

function quickFilter(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Quick filters' }).getByRole('link', { name });
}

for (const journey of journeys) {
  test.describe(`${journey.brandName}: listing cards and quick filters`, () => {
    if (journey.brand === 'hotel')
      test("'Pay at hotel' and 'Hide sold out' narrow the list, survive a reload of the shared URL, and the cards show their signals", async ({
        page,
      }, testInfo) => {
        const stay = await findPayAtHotelStay(page.request, journey, testInfo.project.name === 'phone' ? 40 : 45);
        await page.goto(`${brandOrigin(journey.brand)}/hotels-in-${journey.citySlug}?checkin=${stay.checkin}&checkout=${stay.checkout}`);
        await expect(heading(page)).toHaveText(/^\d+ /);

        await quickFilter(page, 'Pay at hotel').click();
        await expect(page).toHaveURL(/quick=pay_at_hotel/);
        await expect(quickFilter(page, 'Pay at hotel')).toHaveAttribute('aria-current', 'true');
        await expect(heading(page)).toHaveText(new RegExp(`^${stay.withSoldOut} `));

        await quickFilter(page, 'Hide sold out').click();
        await expect(page).toHaveURL(/available=1/);
        await expect(page).toHaveURL(/quick=pay_at_hotel/);
        await expect(heading(page)).toHaveText(new RegExp(`^${stay.bookable} `));
        await expect(page.getByRole('main').getByText('Sold out', { exact: true })).toHaveCount(0);

        // The shared URL, reloaded, keeps both filters on and the same results.
        const shared = page.url();
        await page.reload();
        await expect(page).toHaveURL(shared);
        await expect(heading(page)).toHaveText(new RegExp(`^${stay.bookable} `));
        await expect(quickFilter(page, 'Pay at hotel')).toHaveAttribute('aria-current', 'true');
        await expect(quickFilter(page, 'Hide sold out')).toHaveAttribute('aria-current', 'true');

        const card = page.locator(`li[data-hotel-id="${stay.signalled.id}"]`);
        await expect(card.getByRole('heading', { name: stay.signalled.name })).toBeVisible();
        if (stay.signalled.hotel_badge) await expect(card.getByText(BADGE_TEXTS[stay.signalled.hotel_badge], { exact: true })).toBeVisible();
        if (stay.signalled.urgency_info) await expect(card.getByText(`Only ${stay.signalled.urgency_info.rooms_left} room(s) left`)).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // Tapping 'Hide sold out' again brings the sold-out properties back, the quick filter kept.
        await quickFilter(page, 'Hide sold out').click();
        await expect(page).not.toHaveURL(/available=1/);
        await expect(heading(page)).toHaveText(new RegExp(`^${stay.withSoldOut} `));
      });
  });
}
