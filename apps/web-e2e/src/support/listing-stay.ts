import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_PORT, brandOrigin } from './hosts';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;

export interface ListingCity {
  brand: 'hotel' | 'homes';
  /** The brand's key in the search API (`brand_name`). */
  brandKey: string;
  countryId: number;
  city: string;
  citySlug: string;
}

export function isoDay(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/**
 * The seed's inventory is random per night and a city of holiday homes has few of them: the first two-night stay
 * with at least `minimum` available results is found through the API over five months (a page load per date was
 * slow enough to time the journey out), then the listing is opened as a guest would. Answers the result count.
 */
export async function openListingWithResults(page: Page, request: APIRequestContext, city: ListingCity, minimum = 3): Promise<number> {
  const cities = (await (await request.get(`${api}/cities?country_id=${city.countryId}`)).json()) as { cities: { id: number; name: string }[] };
  const cityId = cities.cities.find((candidate) => candidate.name === city.city)?.id;
  expect(cityId, `${city.city} is seeded`).toBeTruthy();
  for (let offset = 7; offset < 150; offset += 1) {
    const [checkin, checkout] = [isoDay(offset), isoDay(offset + 2)];
    const query = `filters[city_id]=${cityId}&filters[available]=true&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&brand_name=${city.brandKey}&format_response[batch_count]=1`;
    const reply = (await (await request.get(`${api}/search?${query}`)).json()) as { total_count: number };
    if (reply.total_count < minimum) continue;
    await page.goto(`${brandOrigin(city.brand)}/hotels-in-${city.citySlug}?checkin=${checkin}&checkout=${checkout}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^\d+ /);
    const shown = Number(/^(\d+)/.exec(await heading.innerText())?.[1]);
    expect(shown, 'the listing shows what the search API counted').toBeGreaterThanOrEqual(minimum);
    return shown;
  }
  throw new Error(`no two-night stay in ${city.city} with ${minimum} results`);
}
