import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { CitiesResponse, HotelSummary, SearchResponse } from '@stays/api-client';
import { micrositeSettings } from '../settings/microsite-settings';
import { MicrositeApp } from './MicrositeApp';

afterEach(cleanup);

const goa = {
  id: 4,
  name: 'Goa',
  slug: 'goa',
  meta_description: 'Goa',
  popular_location: true,
  country_name: 'India',
  country_id: 1,
  image_url: '',
  center_point: { lat: 15.3, lng: 74.1 },
  property_count: 1,
};

const hotel: HotelSummary = {
  id: 1067,
  name: 'Nivaas Regency Calangute',
  address: '108, Ring Road, Calangute',
  city: 'Goa',
  city_id: 4,
  locality: 'Calangute',
  country_name: 'India',
  country_id: 1,
  property_type: 'hotel',
  category: 'Premium',
  ratings: { value: 4.7, count: 2319 },
  best_image: '/api/pwa/images/1067/0.svg',
  hotel_images: [],
  geo_location: { lat: 15.5, lng: 73.7 },
  currency_code: 'INR',
  currency_symbol: '₹',
  available_rooms: 8,
  pricing_details: {
    nights: 2,
    rooms: 1,
    price_per_night: 436000,
    total_price: 872000,
    slasher_price: null,
    discount_percentage: 0,
    tax_clusivity: 'exclusive',
    room_category_id: 154,
  },
  slasher_percentage: 0,
  isSoldOut: false,
  isShortListed: false,
  no_of_bedrooms: null,
  no_of_people: null,
  no_of_pets: null,
};

/** The API as the microsite sees it over HTTP: answers from fixtures, records what was asked. */
function fakeApi() {
  const requests: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://microsite.test');
    requests.push(url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/pwa/cities') {
      const reply: CitiesResponse = { cities: url.searchParams.get('slug') === 'goa' ? [goa] : [] };
      return json(reply);
    }
    if (url.pathname === '/api/pwa/search') {
      const reply: SearchResponse = { hotels: [hotel], total_count: 1, offset: 0, batch_count: 20 };
      return json(reply);
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'not found' }, 404);
  };
  return { fetch, requests };
}

function renderAt(path: string) {
  const api = fakeApi();
  render(
    <MicrositeApp
      settings={micrositeSettings(new URL('http://localhost/'))}
      messages={{}}
      api={{ baseUrl: '', fetch: api.fetch }}
      router={(routes) => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>}
    />,
  );
  return api;
}

describe('the microsite mounts the search feature in microsite mode', () => {
  it('shows the search header without the links the spec hides in microsite mode', () => {
    renderAt('/');
    expect(screen.getByRole('combobox', { name: 'Search for a city or hotel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    for (const link of ['About us', 'Partner with us', 'Login']) expect(screen.queryByRole('link', { name: link })).toBeNull();
  });

  it('lists the available stays of a city with their prices', async () => {
    const api = renderAt('/hotels-in-goa?checkin=2099-01-10&checkout=2099-01-12&rooms_config=1,2,0,0,0');
    expect(await screen.findByRole('link', { name: 'Nivaas Regency Calangute' })).toBeTruthy();
    expect(screen.getAllByText(/₹\s?4,360/).length).toBeGreaterThan(0);
    const search = api.requests.find((url) => url.pathname === '/api/pwa/search');
    expect(search?.searchParams.get('filters[city_id]')).toBe('4');
    expect(search?.searchParams.get('available_room_count[checkin]')).toBe('2099-01-10');
    expect(search?.searchParams.get('rooms_config')).toBe('1,2,0,0,0');
  });

  it('says so when the city does not exist, with a way back to search', async () => {
    renderAt('/hotels-in-atlantis');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new search' }).getAttribute('href')).toBe('/');
  });

  it('sends /microsite/{name} to the search (guest-journey §2)', async () => {
    renderAt('/microsite/lakeside');
    expect(await screen.findByRole('combobox', { name: 'Search for a city or hotel' })).toBeTruthy();
  });
});
