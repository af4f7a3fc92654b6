import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { E2E_API_PORT, brandOrigin } from './support/hosts';
import { isoDay } from './support/listing-stay';

const api = `http://127.0.0.1:${E2E_API_PORT}/api/pwa`;
const origin = brandOrigin('hotel');

/** The seed's commonest hotel themes: two of them most likely share properties in a city. */
const CANDIDATE_TAGS = ['couple-friendly', 'family', 'business', 'near-beach', 'budget', 'city-centre', 'with-pool'];

interface Tag {
  id: number;
  name: string;
  slug: string;
}

interface TwoTagStay {
  city: { name: string; slug: string };
  tags: [Tag, Tag];
  stay: string;
  /** What the search API counts for the city, both tags and the stay. */
  count: number;
}

/** The candidate tags the city's hotels carry, asked of the geographies three at a time (the most a page names). */
async function cityTags(request: APIRequestContext, citySlug: string): Promise<Tag[]> {
  const tags: Tag[] = [];
  for (let start = 0; start < CANDIDATE_TAGS.length; start += 3) {
    const reply = (await (await request.get(`${api}/geographies?place=${citySlug}&tags=${CANDIDATE_TAGS.slice(start, start + 3).join(',')}`)).json()) as {
      tags: Tag[];
    };
    tags.push(...reply.tags);
  }
  return tags;
}

/**
 * A city of the hotel brand with two tags some hotels carry both of, and a two-night stay (100 days ahead or later,
 * away from the booking journeys) when some of them are free: the seed draws tags and sold-out nights at random.
 */
async function findTwoTagStay(request: APIRequestContext, firstOffset: number): Promise<TwoTagStay> {
  const search = async (query: string) =>
    ((await (await request.get(`${api}/search?${query}&brand_name=nivaas&format_response[batch_count]=1`)).json()) as { total_count: number }).total_count;
  const reply = (await (await request.get(`${api}/cities?country_id=1`)).json()) as {
    cities: { id: number; name: string; slug: string; property_count: number }[];
  };
  const cities = [...reply.cities].sort((a, b) => b.property_count - a.property_count).slice(0, 6);
  for (const city of cities) {
    const tags = await cityTags(request, city.slug);
    for (const [index, first] of tags.entries()) {
      for (const second of tags.slice(index + 1)) {
        const filters = `filters[city_id]=${city.id}&filters[tag_ids]=${first.id},${second.id}`;
        // Without dates (an open search) the count is of every hotel carrying both tags.
        if ((await search(`${filters}&open_search=true`)) < 2) continue;
        for (let offset = firstOffset; offset < firstOffset + 15; offset += 1) {
          const [checkin, checkout] = [isoDay(offset), isoDay(offset + 2)];
          const dates = `available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}`;
          if ((await search(`${filters}&filters[available]=true&${dates}`)) === 0) continue;
          // The listing counts the sold-out hotels too (listed last) unless the guest hides them.
          const count = await search(`${filters}&filters[available]=false&${dates}`);
          return { city, tags: [first, second], stay: `checkin=${checkin}&checkout=${checkout}`, count };
        }
      }
    }
  }
  throw new Error('no city of the hotel brand has two tags with common hotels free for a stay');
}

/** What the English heading says after the place for the seed's tags (listing-themes.ts of the search feature). */
const THEME_WORDS: Record<string, string> = {
  'couple-friendly': 'for couples',
  'near-beach': 'near the beach',
  family: 'for families',
  'pet-friendly': 'where pets are welcome',
  business: 'for business travellers',
  'with-pool': 'with a pool',
  'mountain-view': 'with mountain views',
  'city-centre': 'in the city centre',
  'near-airport': 'near the airport',
  heritage: 'in heritage buildings',
  luxury: 'for a luxury stay',
  budget: 'at budget prices',
  ski: 'close to the ski slopes',
  lakeside: 'by a lake',
};

function themeWords(slug: string): string {
  return THEME_WORDS[slug] ?? slug;
}

async function canonical(page: Page): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

function cards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

test.describe('Nivaas: pages of several tags', () => {
  test('a two-tag page lists the hotels carrying both, under one canonical address whatever the order; an unknown tag redirects', async ({
    page,
    request,
  }, testInfo) => {
    const found = await findTwoTagStay(request, testInfo.project.name === 'phone' ? 160 : 170);
    const [first, second] = found.tags;
    const [sortedA, sortedB] = [first.slug, second.slug].sort();
    const canonicalPath = `/${found.city.slug}/${sortedA}/${sortedB}`;

    // The tags in reverse alphabetical order first: the page is served, and names the sorted address as canonical.
    await page.goto(`${origin}/${found.city.slug}/${sortedB}/${sortedA}?${found.stay}`);
    const heading = page.getByRole('heading', { level: 1 });
    // The heading reads as a sentence: "4 hotels in Goa near the beach and with a pool".
    await expect(heading).toHaveText(new RegExp(`^${found.count} hotels? in ${found.city.name} \\w`));
    await expect(heading).toContainText(themeWords(first.slug));
    await expect(heading).toContainText(themeWords(second.slug));
    await expect(heading).not.toContainText('·');
    expect(await canonical(page)).toBe(`${origin}${canonicalPath}`);

    await page.goto(`${origin}${canonicalPath}?${found.stay}`);
    await expect(page).toHaveURL(`${origin}${canonicalPath}?${found.stay}`);
    await expect(heading).toHaveText(new RegExp(`^${found.count} `));
    await expect(cards(page)).toHaveCount(Math.min(found.count, 20));
    expect(await canonical(page)).toBe(`${origin}${canonicalPath}`);
    await expectNoSeriousA11yViolations(page);

    // A tag the catalogue does not know is dropped: to the two-tag page, then to the one-tag page, the stay kept.
    await page.goto(`${origin}/${found.city.slug}/${sortedB}/no-such-theme/${sortedA}?${found.stay}`);
    await expect(page).toHaveURL(`${origin}${canonicalPath}?${found.stay}`);
    await page.goto(`${origin}/${found.city.slug}/${first.slug}/no-such-theme?${found.stay}`);
    await expect(page).toHaveURL(`${origin}/${found.city.slug}/hotels-in-${found.city.slug}-${first.slug}?${found.stay}`);
    await expect(heading).toContainText(` in ${found.city.name} ${themeWords(first.slug)}`);
    // No tag known: the city's own listing.
    await page.goto(`${origin}/${found.city.slug}/no-such-theme/nor-this-one?${found.stay}`);
    await expect(page).toHaveURL(`${origin}/hotels-in-${found.city.slug}?${found.stay}`);
  });
});
