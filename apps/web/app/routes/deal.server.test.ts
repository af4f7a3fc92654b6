// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { fakeApi, outcomeOf } from '../testing/fake-api';
import { dealInfo } from '../testing/deal-fixtures';
import { loader } from './page';

function load(url: string) {
  return loader({ request: new Request(url, { headers: { host: new URL(url).host } }), params: {}, context: {} } as unknown as LoaderFunctionArgs);
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

const notFound = { status: 404, body: { statusCode: 404, code: 'DEAL_NOT_FOUND', message: 'deal goa-beach-escape does not exist or has expired' } };

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('the deal page /deals/{dealName}', () => {
  it('asks for the deal by its name on the site’s brand and serves its title, description and canonical address', async () => {
    const requests = fakeApi(() => ({ body: dealInfo() }));
    const { status, body } = await outcomeOf(load('http://localhost:4200/deals/goa-beach-escape?utm_source=mail'));
    expect(status).toBe(200);
    expect(requests.map((request) => [request.url.pathname, request.url.searchParams.get('brand_name')])).toEqual([
      ['/api/pwa/deals/by-name/goa-beach-escape', 'nivaas'],
    ]);
    expect(body).toMatchObject({
      kind: 'deal',
      deal: { title: 'Goa Beach Escape', discount_percentage: 20 },
      meta: {
        title: 'Goa Beach Escape | Nivaas',
        description: 'Take 20% off Nivaas hotels by the beaches of Goa and Puducherry this season.',
        canonical: 'http://localhost:4200/deals/goa-beach-escape',
      },
    });
  });

  it('asks on the holiday-home brand for its own deals', async () => {
    const requests = fakeApi(() => ({ body: dealInfo({ url_name: 'dutch-coast-break', title: 'Dutch Coast Break' }) }));
    const { body } = await outcomeOf(load('http://homes.localhost:4200/deals/dutch-coast-break'));
    expect(requests[0]?.url.searchParams.get('brand_name')).toBe('dunelight');
    expect(body).toMatchObject({ meta: { title: 'Dutch Coast Break | Dunelight Homes' } });
  });

  it('keeps ?modal= for the page to open the terms or the cities', async () => {
    fakeApi(() => ({ body: dealInfo() }));
    const { body } = await outcomeOf(load('http://localhost:4200/deals/goa-beach-escape?modal=dealCities'));
    expect(body).toMatchObject({ modal: 'dealCities', path: '/deals/goa-beach-escape' });
  });

  it('is the 404 page for a deal the API does not know, has expired or is another brand’s', async () => {
    fakeApi(() => notFound);
    expect(await statusOf(load('http://localhost:4200/deals/goa-beach-escape'))).toBe(404);
  });

  it.each(['/deals/Not_A_Name', '/deals/goa-beach-escape/more', '/deals/', '/nl/deals/dutch-coast-break'])(
    'is the 404 page for %s, without asking the API',
    async (path) => {
      const requests = fakeApi(() => ({ body: dealInfo() }));
      expect(await statusOf(load(`http://localhost:4200${path}`))).toBe(404);
      expect(requests).toEqual([]);
    },
  );
});

describe('the hotel page reached from a deal', () => {
  it('asks the availability and the hotel details for the deal of the URL’s deal_id, priced alike', async () => {
    const requests = fakeApi(() => notFound);
    await statusOf(load('http://localhost:4200/1042/?deal_id=2&checkin=2030-05-10&checkout=2030-05-12'));
    const dealOf = (path: string) => requests.find((request) => request.url.pathname === path)?.url.searchParams.get('deal_id');
    expect(dealOf('/api/pwa/availability')).toBe('2');
    expect(dealOf('/api/pwa/hotels/1042')).toBe('2');
  });

  it('asks for no deal when deal_id is not a deal’s id', async () => {
    const requests = fakeApi(() => notFound);
    await statusOf(load('http://localhost:4200/1042/?deal_id=abc'));
    expect(requests.some((request) => request.url.searchParams.has('deal_id'))).toBe(false);
  });
});
