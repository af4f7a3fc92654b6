import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SessionPresenceProvider } from '@stays/feature-account';
import { SearchConfigProvider } from '@stays/feature-search';
import { dunelightNlSite } from '../testing/site-fixtures';
import { searchConfigFor } from '../site/search-config';
import { OfflinePage } from './OfflinePage';
import { OfflineWatcher } from './OfflineWatcher';
import { rememberTrip } from './saved-trips';

const site = dunelightNlSite({ locale: 'en' });

function renderAt(path: string, element: React.ReactNode) {
  window.history.replaceState(null, '', path);
  const Stub = createRoutesStub([{ path: '*', Component: () => element }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionPresenceProvider value={false}>
        <IntlProvider locale="en" onError={() => undefined}>
          <SearchConfigProvider value={searchConfigFor(site)}>
            <Stub initialEntries={[path]} />
          </SearchConfigProvider>
        </IntlProvider>
      </SessionPresenceProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the offline page', () => {
  it("says the spec's words, lists the trips kept on the device, and Try Again returns to where the guest was", async () => {
    rememberTrip(
      window.localStorage,
      { bookingId: 'DLH42', href: '/booking/DLH42?token=t', hotelName: 'Duinhuis Zandvoort', city: 'Zandvoort', checkin: '2099-07-01', checkout: '2099-07-04' },
      Date.now(),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderAt('/offline?from=%2Fhotels-in-zandvoort%3Fcheckin%3D2099-07-01', <OfflinePage site={site} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Aw Snap' })).toBeTruthy();
    expect(screen.getByText('Check if your device is connected to a mobile network or WiFi.')).toBeTruthy();
    const trips = screen.getByRole('region', { name: 'Your trips on this device' });
    const trip = within(trips).getByRole('link', { name: /Duinhuis Zandvoort/ });
    expect(trip.getAttribute('href')).toBe('/booking/DLH42?token=t');
    expect(trip.textContent).toContain('Jul 1, 2099 to Jul 4, 2099');
    expect(trip.textContent).toContain('Booking DLH42');

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(assign).toHaveBeenCalledWith('/hotels-in-zandvoort?checkin=2099-07-01');
  });
});

describe('the offline watch', () => {
  it('sends the guest to /offline when the browser goes offline on an ordinary page', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    renderAt('/hotels-in-zandvoort', <OfflineWatcher />);
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(assign).toHaveBeenCalledWith('/offline?from=%2Fhotels-in-zandvoort');
  });

  it('keeps the guest on a kept booking with a banner instead', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt('/booking/DLH42?token=t', <OfflineWatcher />);
    expect((await screen.findByRole('status')).textContent).toMatch(/^You are offline\./);
    expect(assign).not.toHaveBeenCalled();
  });
});
