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
  it('picks the closest of the brand cities and searches there', async () => {
    stubGeolocation({ lat: 15.5, lng: 73.83 });
    const user = userEvent.setup();
    renderSearch(<SearchForm />, { cities });
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    // Amsterdam's (made-up) centre is closer, but it is not a country of this brand.
    expect(await screen.findByDisplayValue('Goa')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Now at \/hotels-in-goa\?/)).toBeTruthy();
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
