import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { ApiClientOptions, WishlistReply } from '@stays/api-client';
import { fakeApi } from '../testing/fake-api';
import { canalHouse, shortlistedProperty, wishlistReply } from '../testing/properties';
import { WishlistView } from './WishlistView';

function renderPage(api: ApiClientOptions, reply: WishlistReply, csrfToken: string | null = 'csrf-1') {
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      <MemoryRouter>
        <WishlistView
          reply={reply}
          api={api}
          csrfToken={csrfToken}
          hotelHref={(property) => `/${property.id}/`}
          origin="http://homes.localhost"
          searchHref="/"
        />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('/wishlist', () => {
  it('lists the saved stays with their facts and a count of the 50 allowed', () => {
    renderPage(fakeApi({}).api, wishlistReply([shortlistedProperty(), canalHouse]));
    expect(screen.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeTruthy();
    expect(screen.getByText('2 stays of 50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Canal House' }).getAttribute('href')).toBe('/104/');
    expect(screen.getByText('Townhouse · 6 guests · 3 bedrooms · 1 pet welcome')).toBeTruthy();
  });

  it('shows the empty state with a way to find a stay', () => {
    renderPage(fakeApi({}).api, wishlistReply([]));
    expect(screen.getByRole('heading', { name: 'No saved stays yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a stay' }).getAttribute('href')).toBe('/');
  });

  it('removes a stay at once, and puts it back in its place when the call fails', async () => {
    let fail = true;
    const { api, calls } = fakeApi({
      '/api/pwa/shortlisthotel': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } }
          : { status: 200, body: { hotel_id: 101, isShortListed: false, default_shortlist: { count: 1, max_items: 50, code: null } } },
    });
    renderPage(api, wishlistReply([shortlistedProperty(), canalHouse]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Baga Beach Resort' }));
    expect(await screen.findByText('We could not update your wishlist. Please try again.')).toBeTruthy();
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names().slice(0, 2)).toEqual(['Baga Beach Resort', 'Canal House']);

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Baga Beach Resort' }));
    expect(await screen.findByText('Baga Beach Resort is off your wishlist.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Baga Beach Resort' })).toBeNull();
    expect(screen.getByText('1 stay of 50')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ body: { hotel_id: 101, action: 'remove' }, headers: { 'x-csrf-token': 'csrf-1' } });
  });

  it('creates a share link, replaces it and stops sharing', async () => {
    const { api, calls } = fakeApi({
      '/api/pwa/generateNewLink': { status: 200, body: { code: 'abcdefghijklmnopqrstuvwx', path: '/wishlist/abcdefghijklmnopqrstuvwx' } },
      '/api/pwa/removeSharedWishlist': { status: 200, body: { code: null, path: null } },
    });
    renderPage(api, wishlistReply([canalHouse]));
    fireEvent.click(screen.getByRole('button', { name: 'Create a share link' }));
    const link = (await screen.findByLabelText('Share link')) as HTMLInputElement;
    expect(link.value).toBe('http://homes.localhost/wishlist/abcdefghijklmnopqrstuvwx');
    expect(screen.getByRole('status').textContent).toBe('Your share link is ready.');
    const share = screen.getByRole('region', { name: 'Share your wishlist' });
    fireEvent.click(within(share).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Your wishlist is no longer shared.')).toBeTruthy();
    expect(screen.queryByLabelText('Share link')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/pwa/generateNewLink', '/api/pwa/removeSharedWishlist']);
  });
});
