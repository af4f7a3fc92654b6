import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSearch } from '../../testing/render-search';
import { NearMePanel } from './NearMePanel';

function stubGeolocation(result: { lat: number; lng: number } | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure: PositionErrorCallback) =>
    result === 'denied'
      ? failure({ code: 1, message: 'denied' } as GeolocationPositionError)
      : success({ coords: { latitude: result.lat, longitude: result.lng } } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the Near me page', () => {
  it('with the position granted, opens the listing around it, nearest first', async () => {
    stubGeolocation({ lat: 15.49912, lng: 73.82861 });
    const user = userEvent.setup();
    renderSearch(<NearMePanel searchForm={<input aria-label="Destination" />} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Now at /hotels-near-me?latitude=15.499&longitude=73.829&sort=distance')).toBeTruthy();
  });

  it('keeps the stay of the page on the listing around the guest', async () => {
    stubGeolocation({ lat: 15.49912, lng: 73.82861 });
    const user = userEvent.setup();
    const stay = { checkin: '2030-05-10', checkout: '2030-05-12', rooms: [{ adults: 1, children: 0, infants: 0, pets: 0 }] };
    renderSearch(<NearMePanel searchForm={null} stay={stay} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText(
        'Now at /hotels-near-me?latitude=15.499&longitude=73.829&sort=distance&checkin=2030-05-10&checkout=2030-05-12&rooms_config=1%2C1%2C0%2C0%2C0',
      ),
    ).toBeTruthy();
  });

  it('denied: says so, the guest can type instead, and for 10 minutes the browser is not asked again', async () => {
    const ask = stubGeolocation('denied');
    const user = userEvent.setup();
    renderSearch(<NearMePanel searchForm={<input aria-label="Destination" />} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('We could not find your location. Type your destination instead.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Destination' }), 'Goa');
    expect((screen.getByRole('textbox', { name: 'Destination' }) as HTMLInputElement).value).toBe('Goa');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('the flag lapses after 10 minutes: the browser is asked again', async () => {
    window.localStorage.setItem('stays.locationProblemAt', String(Date.now() - 10 * 60_000 - 1));
    const ask = stubGeolocation({ lat: 1, lng: 2 });
    const user = userEvent.setup();
    renderSearch(<NearMePanel searchForm={null} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
