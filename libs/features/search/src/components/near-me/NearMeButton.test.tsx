import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from '../search-form/SearchForm';
import { city } from '../../testing/fixtures';
import { renderSearch } from '../../testing/render-search';

function stubGeolocation(result: { lat: number; lng: number } | 'denied') {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        result === 'denied'
          ? failure({ code: 1, message: 'denied' } as GeolocationPositionError)
          : success({ coords: { latitude: result.lat, longitude: result.lng } } as GeolocationPosition),
    },
  });
}

const cities = [
  city({ id: 2, name: 'Mumbai', slug: 'mumbai', center_point: { lat: 19.076, lng: 72.8777 } }),
  city({ id: 5, name: 'Goa', slug: 'goa', center_point: { lat: 15.2993, lng: 74.124 } }),
  city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143, center_point: { lat: 15.4, lng: 73.9 } }),
];

afterEach(() => vi.unstubAllGlobals());

describe("'Near me'", () => {
  it('searches around the guest, as /hotels-near-me does (isLatLngSearch), with the dates and rooms of the form', async () => {
    stubGeolocation({ lat: 15.49912, lng: 73.82861 });
    const user = userEvent.setup();
    const { requests } = renderSearch(<SearchForm />, { cities });
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByDisplayValue('Near me')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        'Now at /hotels-near-me?latitude=15.499&longitude=73.829&sort=distance&checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0',
      ),
    ).toBeTruthy();
    // Not the nearest city: no city is looked up.
    expect(requests.some((url) => url.pathname.endsWith('/cities'))).toBe(false);
    const remembered = JSON.parse(window.localStorage.getItem('stays.recentSearches') ?? '[]') as { isLatLngSearch: boolean; latitude: number }[];
    expect(remembered[0]).toMatchObject({ isLatLngSearch: true, latitude: 15.499, longitude: 73.829, searchType: 'locations' });
  });

  it('when the location cannot be found, says so and the guest can still type', async () => {
    stubGeolocation('denied');
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { cities });
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText('We could not find your location. Type your destination instead.')).toBeTruthy();
    await user.type(screen.getByRole('combobox'), 'Goa');
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Goa');
  });
});
