import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { BRAND_WORDS } from './support/brand-words';
import { isoDay } from './support/listing-stay';
import { typeDate, typeInto } from './support/typing';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;

const journeys = [
  { brand: 'hotel' as const, brandName: 'Nivaas', brandKey: 'nivaas', countryId: 1, openSearchCity: 'Goa', currency: '₹' },
  { brand: 'homes' as const, brandName: 'Dunelight Homes', brandKey: 'dunelight', countryId: 143, openSearchCity: 'Amsterdam', currency: '€' },
];

/** One room: two adults, one infant, no child, one pet — rooms_config's order is adults, infants, children, pets. */
const WITH_INFANT_AND_PET = '1,2,1,0,1';

interface PetStay {
  city: string;
  citySlug: string;
  checkin: string;
  checkout: string;
  /** What the search API counts for the stay with the pet, sold-out properties included (as the listing shows them). */
  petCount: number;
}

/**
 * Few properties take pets (one hotel in twenty, two homes in five) and the seed sells nights at random: the city and
 * the two-night stay, 130 days ahead or later (away from every journey's bookings), are found through the search API.
 */
async function findPetStay(request: APIRequestContext, journey: (typeof journeys)[number], firstOffset: number): Promise<PetStay> {
  const search = async (query: string) =>
    ((await (await request.get(`${api}/search?${query}&brand_name=${journey.brandKey}&format_response[batch_count]=1`)).json()) as { total_count: number })
      .total_count;
  const reply = (await (await request.get(`${api}/cities?country_id=${journey.countryId}`)).json()) as {
    cities: { id: number; name: string; slug: string; property_count: number }[];
  };
  const cities = [...reply.cities].sort((a, b) => b.property_count - a.property_count);
  for (const city of cities.slice(0, 10)) {
    // Without dates (an open search) the count is of every property of the city taking the pet.
    if ((await search(`filters[city_id]=${city.id}&open_search=true&rooms_config=${WITH_INFANT_AND_PET}`)) === 0) continue;
    for (let offset = firstOffset; offset < firstOffset + 30; offset += 1) {
      const [checkin, checkout] = [isoDay(offset), isoDay(offset + 2)];
      const stay = `filters[city_id]=${city.id}&filters[available]=true&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}`;
      if ((await search(`${stay}&rooms_config=${WITH_INFANT_AND_PET}`)) === 0) continue;
      // The listing counts the sold-out properties too (listed last) unless the guest hides them.
      const petCount = await search(`${stay.replace('filters[available]=true', 'filters[available]=false')}&rooms_config=${WITH_INFANT_AND_PET}`);
      return { city: city.name, citySlug: city.slug, checkin, checkout, petCount };
    }
  }
  throw new Error(`no city of country ${journey.countryId} has a stay free for a pet`);
}

function searchForm(page: Page) {
  return page.getByRole('search', { name: 'Search hotels and homes' });
}

async function chooseDestination(page: Page, brand: keyof typeof BRAND_WORDS, city: string) {
  await typeInto(searchForm(page).getByRole('combobox', { name: BRAND_WORDS[brand].destination }), city);
  await page
    .getByRole('option', { name: new RegExp(`^${city}\\b`) })
    .first()
    .click();
}

function cards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

for (const journey of journeys) {
  const origin = brandOrigin(journey.brand);

  test.describe(`${journey.brandName}: the home page's search form`, () => {
    if (journey.brand === 'homes')
      test('an infant and a pet from the rooms-and-guests picker go to the listing, which shows only stays taking pets', async ({
        page,
        request,
      }, testInfo) => {
        const stay = await findPetStay(request, journey, testInfo.project.name === 'phone' ? 130 : 145);
        await page.goto(`${origin}/`);
        await chooseDestination(page, journey.brand, stay.city);
        const form = searchForm(page);
        await typeDate(form.getByLabel('Check-in'), stay.checkin);
        await typeDate(form.getByLabel('Check-out'), stay.checkout);

        const trigger = form.getByRole('button', { name: new RegExp(`^${BRAND_WORDS[journey.brand].roomsPicker}`) });
        await expect(trigger).toHaveText('1 home, 2 guests');
        await trigger.click();
        const picker = page.getByRole('dialog', { name: BRAND_WORDS[journey.brand].roomsPicker });
        await expect(picker).toBeVisible();
        await picker.getByRole('button', { name: 'More Infants' }).click();
        await picker.getByRole('button', { name: 'More Pets' }).click();
        await expect(picker.getByText('Only stays that welcome them are shown')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await picker.getByRole('button', { name: 'Done' }).click();
        await expect(picker).toBeHidden();
        // Infants are not counted as guests; the summary names them and the pet.
        await expect(trigger).toHaveText('1 home, 2 guests, 1 infant, 1 pet');

        await form.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/hotels-in-${stay.citySlug}\\?`));
        const query = new URL(page.url()).searchParams;
        expect(query.get('rooms_config')).toBe(WITH_INFANT_AND_PET);
        expect(query.get('checkin')).toBe(stay.checkin);
        expect(query.get('checkout')).toBe(stay.checkout);
        // The listing counts what the search API counts for the pet, not the city's stays without one.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${stay.petCount} `));
        await expect(cards(page).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

    if (journey.brand === 'hotel')
      test('searches without dates twice in a session, and is asked for dates the third time', async ({ page }) => {
        for (const attempt of [1, 2]) {
          await page.goto(`${origin}/`);
          await chooseDestination(page, journey.brand, journey.openSearchCity);
          const form = searchForm(page);
          await form.getByRole('button', { name: 'Clear dates' }).click();
          await expect(form.getByLabel('Check-in')).toHaveValue('');
          await expect(form.getByLabel('Check-out')).toHaveValue('');
          await expect(form.getByRole('button', { name: 'Clear dates' })).toHaveCount(0);
          await form.getByRole('button', { name: 'Search', exact: true }).click();

          await expect(page).toHaveURL(/isOpenSearch=true/);
          const query = new URL(page.url()).searchParams;
          expect(query.has('checkin'), `open search ${attempt} has no check-in`).toBe(false);
          expect(query.has('checkout'), `open search ${attempt} has no check-out`).toBe(false);
          await expect(cards(page).first()).toBeVisible();
          // No dates: each price is the lowest of the nights ahead.
          await expect(
            cards(page)
              .getByText(new RegExp(`^from ${journey.currency}.+ per night$`))
              .first(),
          ).toBeVisible();
          if (attempt === 1) await expectNoSeriousA11yViolations(page);
        }

        await page.goto(`${origin}/`);
        await chooseDestination(page, journey.brand, journey.openSearchCity);
        const form = searchForm(page);
        await form.getByRole('button', { name: 'Clear dates' }).click();
        await form.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(form.getByText('Please select your check-in and check-out dates')).toBeVisible();
        await expect(form.getByLabel('Check-in')).toHaveAttribute('aria-invalid', 'true');
        await expect(page).toHaveURL(`${origin}/`);
        await expectNoSeriousA11yViolations(page);
      });
  });
}
