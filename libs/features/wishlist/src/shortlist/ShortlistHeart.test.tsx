import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ApiClientOptions } from '@stays/api-client';
import { fakeApi, shortlistReply, type FakeAnswer } from '../testing/fake-api';
import { ShortlistHeart } from './ShortlistHeart';
import { ShortlistProvider } from './ShortlistProvider';

const hotel = { id: 101, name: 'Baga Beach Resort', isShortListed: false };

function renderHearts(api: ApiClientOptions, csrfToken: string | null, initial = hotel) {
  const router = createMemoryRouter(
    [
      {
        path: '/hotels-in-goa',
        element: (
          <ShortlistProvider api={api} csrfToken={csrfToken} userPending={false}>
            <ShortlistHeart hotel={initial} />
          </ShortlistProvider>
        ),
      },
      { path: '/login', element: <p>Sign in page</p> },
    ],
    { initialEntries: ['/hotels-in-goa'] },
  );
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

const heart = () => screen.getByRole('button', { name: 'Save Baga Beach Resort to your wishlist' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the wishlist heart', () => {
  it('fills at once, sends the session’s anti-forgery token, and announces the stay saved', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined;
    const { api, calls } = fakeApi({ '/api/pwa/shortlisthotel': () => new Promise<FakeAnswer>((resolve) => (release = resolve)) });
    renderHearts(api, 'csrf-1');
    fireEvent.click(heart());
    // Optimistic: pressed before the answer arrives.
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(calls[0]).toMatchObject({
      path: '/api/pwa/shortlisthotel',
      method: 'POST',
      body: { hotel_id: 101, action: 'add' },
      headers: { 'x-csrf-token': 'csrf-1' },
    });
    await act(async () => release(shortlistReply(101, true)));
    expect(await screen.findByText('Baga Beach Resort is on your wishlist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View wishlist' }).getAttribute('href')).toBe('/wishlist');
  });

  it('empties again with a message when the call fails (rollback), and says why when the list is full', async () => {
    const { api } = fakeApi({ '/api/pwa/shortlisthotel': { status: 409, body: { statusCode: 409, code: 'WISHLIST_FULL', message: 'full' } } });
    renderHearts(api, 'csrf-1');
    fireEvent.click(heart());
    expect(await screen.findByText('Your wishlist holds up to 50 stays. Remove one to add another.')).toBeTruthy();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('takes a saved stay off with action remove', async () => {
    const { api, calls } = fakeApi({ '/api/pwa/shortlisthotel': shortlistReply(101, false, 0) });
    renderHearts(api, 'csrf-1', { ...hotel, isShortListed: true });
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart());
    expect(await screen.findByText('Baga Beach Resort is off your wishlist.')).toBeTruthy();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(calls[0]?.body).toEqual({ hotel_id: 101, action: 'remove' });
  });

  it('sends a guest who is not signed in to sign in, with this page and the stay as the return URL', async () => {
    const { api, calls } = fakeApi({});
    window.history.replaceState(null, '', '/hotels-in-goa?checkin=2026-12-01');
    const router = renderHearts(api, null);
    fireEvent.click(heart());
    await screen.findByText('Sign in page');
    const retUrl = new URLSearchParams(router.state.location.search).get('retUrl') ?? '';
    expect(new URL(retUrl).pathname + new URL(retUrl).search).toBe('/hotels-in-goa?checkin=2026-12-01&shortlist=101');
    expect(calls).toEqual([]);
  });

  it('saves the stay a guest hearted before signing in, once, and tidies the address bar', async () => {
    const { api, calls } = fakeApi({ '/api/pwa/shortlisthotel': shortlistReply(101, true) });
    window.history.replaceState(null, '', '/hotels-in-goa?checkin=2026-12-01&shortlist=101');
    renderHearts(api, 'csrf-1');
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('Baga Beach Resort is on your wishlist.')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ hotel_id: 101, action: 'add' }]);
    expect(window.location.search).toBe('?checkin=2026-12-01');
  });
});
