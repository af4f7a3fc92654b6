// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { city, hotelSummary } from '../testing/api-fixtures';
import { fakePageApi as fakeApi, loadPage as load } from '../testing/page-loader';

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T20:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/searchaffiliate/, the affiliate search (accounts-commerce §2)', () => {
  it.each([
    ['http://localhost:4200', 'Mumbai'],
    ['http://homes.localhost:4200', 'Amsterdam'],
  ])("%s/searchaffiliate/ is the search box, keeping the affiliate's parameters for the searches made there", async (origin, name) => {
    fakeApi(() => ({ body: { cities: [city({ name, country_id: origin.includes('homes') ? 143 : 1 })] } }));
    const data = await load(`${origin}/searchaffiliate/?utm_source=lakeside&utm_campaign=summer&partner=lakeside-travel&sub_source=app&modal=x&other=1`);
    expect(data).toMatchObject({ kind: 'home', affiliateQuery: 'utm_source=lakeside&utm_campaign=summer&partner=lakeside-travel&sub_source=app' });
  });

  it('without parameters it is the search box with nothing to keep', async () => {
    fakeApi(() => ({ body: { cities: [] } }));
    expect(await load('http://localhost:4200/searchaffiliate/')).toMatchObject({ kind: 'home', affiliateQuery: '' });
  });

  it('with a place named it lists that place, as /search/ does', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/cities'
        ? { body: { cities: [city()] } }
        : url.pathname === '/api/pwa/geographies'
          ? { body: { city: city(), locality: null, tags: [] } }
          : { body: { hotels: [hotelSummary()], total_count: 1, offset: 0, batch_count: 20 } },
    );
    expect(await load('http://localhost:4200/searchaffiliate/?cityId=2&utm_source=lakeside')).toMatchObject({ kind: 'listing', totalCount: 1 });
    expect(requests.find((url) => url.pathname === '/api/pwa/search')?.searchParams.get('filters[city_id]')).toBe('2');
  });
});
