import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import type { ApiClientOptions } from '@stays/api-client';
import { AppIntlProvider } from '@stays/ui';
import type { HotelPageData } from './hotel-page-data';
import { HotelPageView } from './HotelPageView';
import { hotelDetails } from '../../testing/hotel-fixture';
import { availability, hotelPageData, roomCategory, similarHotel } from '../../testing/page-fixture';

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

/** The calendar's call never answers here: these tests look at what the page renders around it. */
const api: ApiClientOptions = { baseUrl: 'http://api.test', fetch: () => new Promise<Response>(() => undefined) };

function renderPage(data: HotelPageData, options: { csrfToken?: string | null; loading?: boolean; api?: typeof api } = {}) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <HotelPageView data={data} loading={options.loading ?? false} api={options.api ?? api} csrfToken={options.csrfToken ?? null} signInHref="/login" />
      ),
    },
  ]);
  return render(
    <AppIntlProvider locale="en-IN" messages={{}}>
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[data.path]} />
      </QueryClientProvider>
    </AppIntlProvider>,
  );
}

describe('the hotel page view', () => {
  /** An open search: the hotel and its categories as GET hotel details answers open_search=true (no stay, 'from' prices). */
  function openSearchData(categories: { id: number; name: string; from: number | null }[], hotelFrom: number | null) {
    return hotelPageData({
      openSearch: true,
      hotel: hotelDetails({
        from_price_per_night: hotelFrom,
        selected_category_id: null,
        room_categories_with_data: categories.map(({ id, name, from }) =>
          roomCategory({ id, name, from_price_per_night: from, summed_final_price: 0, summed_slasher_price: null, discount_percentage: 0, available_rooms: 0 }),
        ),
      }),
      availability: null,
      stay: { checkin: '', checkout: '', nights: 0, rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] },
      params: { isOpenSearch: 'true', rooms_config: '1,2,0,0,0' },
    });
  }

  it('in an open search shows the hotel and each category from its cheapest night, no booking, and asks for dates that drop isOpenSearch', async () => {
    renderPage(
      openSearchData(
        [
          { id: 1, name: 'Deluxe Double', from: 399_900 },
          { id: 2, name: 'Premium King', from: 520_000 },
        ],
        399_900,
      ),
    );
    const ask = await screen.findByRole('region', { name: 'Select dates to see the total and book' });
    expect(text(within(ask).getByTestId('hotel-from-price'))).toBe('from ₹3,999 per night + taxes and fees');
    expect(text(ask)).toContain('The lowest price of a night in the next 30 nights, for your rooms and guests.');
    expect(within(ask).getByRole('form', { name: 'Dates and guests' })).toBeTruthy();
    expect(ask.querySelector('input[name="isOpenSearch"]')).toBeNull();
    const calendar = within(ask).getByRole('link', { name: 'See availability calendar' });
    expect(new URL(calendar.getAttribute('href') ?? '', 'http://x').searchParams.get('modal')).toBe('datepicker');
    const categories = screen.getAllByTestId('room-category');
    expect(categories.map((category) => text(within(category).getByTestId('room-from-price')))).toEqual(['from ₹3,999 per night', 'from ₹5,200 per night']);
    for (const category of categories) expect(text(category)).toContain('Select dates to see the total');
    expect(screen.queryByTestId('room-total')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue to book' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Select / })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your stay' })).toBeNull();
  });

  it('in an open search says which category has no free night in the window, and when none has', async () => {
    renderPage(
      openSearchData(
        [
          { id: 1, name: 'Deluxe Double', from: null },
          { id: 2, name: 'Premium King', from: 520_000 },
        ],
        520_000,
      ),
    );
    const [deluxe, premium] = await screen.findAllByTestId('room-category');
    expect(text(within(deluxe as HTMLElement).getByTestId('room-from-price'))).toBe('No night free for your rooms and guests in the next 30 nights');
    expect(text(deluxe as HTMLElement)).not.toContain('Sold out');
    expect(text(within(premium as HTMLElement).getByTestId('room-from-price'))).toBe('from ₹5,200 per night');
    expect(text(screen.getByTestId('hotel-from-price'))).toBe('from ₹5,200 per night + taxes and fees');
  });

  it('in an open search with no free night at all says so instead of a headline price', async () => {
    renderPage(openSearchData([{ id: 1, name: 'Deluxe Double', from: null }], null));
    expect(text(await screen.findByTestId('hotel-from-price'))).toBe(
      'No room is free for your rooms and guests in the next 30 nights. Select dates to check others.',
    );
  });

  it('shows the selected category with its way to the booking form, keeping the page’s parameters', async () => {
    renderPage(hotelPageData());
    const book = await screen.findByRole('link', { name: 'Continue to book' });
    const url = new URL(book.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/1234/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      checkin: '2030-05-01',
      checkout: '2030-05-03',
      rooms_config: '1,2,0,0,0',
      utm_source: 'mail',
      selected_rcid: '1',
      modal: 'bookingSummary',
    });
    expect(screen.getByRole('link', { name: 'Select Premium King' }).getAttribute('href')).toContain('selected_rcid=2');
  });

  it('says why a category is sold out, and the tax added on top in India', async () => {
    renderPage(hotelPageData());
    const cards = await screen.findAllByTestId('room-category');
    const suite = cards.find((card) => text(card).includes('Family Suite')) as HTMLElement;
    expect(within(suite).getByText('No rooms left on one or more nights')).toBeTruthy();
    expect(within(suite).getByText('Fewer rooms left than you asked for')).toBeTruthy();
    const deluxe = cards.find((card) => text(card).includes('Deluxe Double')) as HTMLElement;
    expect(text(deluxe)).toContain('₹2,200 per night');
    // The total is the charge, as on the listing card: ₹4,400 before tax and ₹528 tax on top.
    expect(text(deluxe)).toContain('₹4,928 total for 2 nights, 1 room');
    expect(text(deluxe)).toContain('Includes ₹528 taxes and fees');
  });

  it('shows what the availability refresh changed with the spec’s messages', async () => {
    renderPage(
      hotelPageData({
        availability: availability({
          dates_corrected: true,
          checkin: '2030-04-20',
          checkout: '2030-04-21',
          rooms_config: '2,1,0,0,0,1,0,0,0',
          rooms_config_adjusted: true,
          restrictions: { ...availability().restrictions, minMaxRestriction: { present: true, minRoom: 2, maxRoom: 20 } },
        }),
      }),
    );
    expect(await screen.findByText(/prices are shown for 20 Apr 2030 to 21 Apr 2030/)).toBeTruthy();
    expect(screen.getByText('A minimum of 2 room(s) need to be booked')).toBeTruthy();
  });

  it('warns of a third adult in a room no category holds', async () => {
    const twoPeople = [roomCategory({ max_occupancy_allowed: 2 })];
    renderPage(hotelPageData({ availability: availability({ rooms_config: '1,3,0,0,0', room_categories_with_data: twoPeople }) }));
    expect(await screen.findByText('Maximum 2 guests are allowed per room')).toBeTruthy();
  });

  it('lists the restrictions with their labels, the default times and the cancellation policy', async () => {
    renderPage(hotelPageData());
    const rules = await screen.findByTestId('hotel-restrictions');
    expect(text(rules)).toContain('No unmarried couples allowed');
    expect(text(rules)).not.toContain('Couples are welcome');
    expect(screen.getByText(/Check-in from 12:00 pm · Check-out until 11:00 am/i)).toBeTruthy();
    expect(screen.getByText(/Free cancellation until/)).toBeTruthy();
    expect(screen.getByText(/Arrive from 8:00 am instead of 12:00 pm for ₹1,100 per room/i)).toBeTruthy();
  });

  it('offers similar stays nearby with their prices when sold out', async () => {
    renderPage(hotelPageData({ similarHotels: [similarHotel()] }));
    const section = await screen.findByTestId('similar-hotels');
    expect(text(section)).toContain('Nivaas Harbour View');
    expect(text(section)).toContain('1.2 km away');
    expect(text(section)).toContain('₹2,500 per night');
    expect(within(section).getByRole('link', { name: 'Nivaas Harbour View' }).getAttribute('href')).toBe(
      '/1240/?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0',
    );
  });

  it.each([
    ['hotelImages', 'All photos of Nivaas Residency Colaba'],
    ['hotelReviews', 'Ratings and reviews'],
    ['hotelReviewsPopUp', 'How guests rated it'],
    ['datepicker', 'Choose your dates'],
    ['dateguestpicker', 'Change dates and guests'],
  ])('opens the %s modal', async (modal, title) => {
    renderPage(hotelPageData({ modal }));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });

  it('marks the rooms busy while a new stay is priced, and says when none could be fetched', async () => {
    const { unmount } = renderPage(hotelPageData(), { loading: true });
    expect((await screen.findByRole('region', { name: 'Choose your room' })).getAttribute('aria-busy')).toBe('true');
    unmount();
    renderPage(hotelPageData({ availability: null, hotel: { ...hotelPageData().hotel, room_categories_with_data: [] } }));
    expect(await screen.findByText(/room categories are empty/)).toBeTruthy();
  });

  it('is partial while the availability is on its way: the hotel shows, its rooms are marked as being checked', async () => {
    renderPage(hotelPageData({ availability: undefined }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nivaas Residency Colaba' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Photos of Nivaas Residency Colaba' })).toBeTruthy();
    const rooms = screen.getByRole('region', { name: 'Choose your room' });
    expect(rooms.getAttribute('aria-busy')).toBe('true');
    expect(text(rooms)).toContain('Checking prices and availability…');
    expect(within(rooms).queryByRole('alert')).toBeNull();
  });

  it('asks a guest who is not signed in to sign in for a coupon, and shows the input to one who is', async () => {
    const { unmount } = renderPage(hotelPageData());
    expect((await screen.findByRole('link', { name: 'Sign in to use a coupon' })).getAttribute('href')).toBe('/login');
    unmount();
    renderPage(hotelPageData(), { csrfToken: 'token' });
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeTruthy();
  });

  it('carries an applied coupon to the booking form in the Book link, and drops it once unchecked', async () => {
    const quote = {
      code: 'WELCOME10',
      description: '10% off',
      discount_type: 'percentage',
      discount_value: 10,
      currency_code: 'INR',
      price_before_coupon: 440_000,
      discount_amount: 44_000,
      price_after_coupon: 396_000,
      total_before_coupon: 492_800,
      taxes_after_coupon: 47_500,
      total_after_coupon: 443_500,
      room_category_id: 1,
    };
    const couponApi: ApiClientOptions = {
      baseUrl: 'http://api.test',
      fetch: (input: RequestInfo | URL) =>
        String(input).includes('validatecoupon')
          ? Promise.resolve(new Response(JSON.stringify(quote), { status: 200, headers: { 'content-type': 'application/json' } }))
          : new Promise<Response>(() => undefined),
    };
    renderPage(hotelPageData(), { csrfToken: 'token', api: couponApi });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Coupon code' }), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(text(await screen.findByTestId('taxes-after-coupon'))).toBe('+ ₹475 taxes and fees');
    const bookHref = () => new URL(screen.getByRole('link', { name: 'Continue to book' }).getAttribute('href') ?? '', 'http://x');
    await waitFor(() => expect(bookHref().searchParams.get('coupon')).toBe('WELCOME10'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use coupon WELCOME10' }));
    await waitFor(() => expect(bookHref().searchParams.has('coupon')).toBe(false));
  });

  it('shows the hotel’s one-liner and its country’s trust and safety as the server answered them', async () => {
    renderPage(hotelPageData());
    expect((await screen.findByTestId('hotel-one-liner')).textContent).toBe('In the heart of Colaba, steps from the Gateway');
    const trust = screen.getByRole('region', { name: 'Stay with confidence' });
    const checks = within(within(trust).getByRole('list', { name: 'What we check before a property takes guests' })).getAllByRole('listitem');
    expect(checks.map((item) => item.firstElementChild?.textContent)).toEqual(['Licence and registration checked', 'Photos verified on site']);
    expect(within(trust).getByRole('button', { name: 'More about: A help desk for women travelling alone' })).toBeTruthy();
  });

  it('explains each bookable category’s price from the tooltip info call', async () => {
    const tooltip = {
      hotel_id: 1234,
      category_id: 1,
      tax: { clusivity: 'exclusive', rate_percent: 12 },
      slasher: { max_discount_percentage: 21 },
      wizard_discount: { percentage: 10 },
    };
    const asked: string[] = [];
    const tooltipApi: ApiClientOptions = {
      baseUrl: 'http://api.test',
      fetch: (input: RequestInfo | URL) => {
        asked.push(String(input));
        return String(input).includes('/tooltipinfo/1234?category_id=1')
          ? Promise.resolve(new Response(JSON.stringify(tooltip), { status: 200, headers: { 'content-type': 'application/json' } }))
          : new Promise<Response>(() => undefined);
      },
    };
    renderPage(hotelPageData(), { api: tooltipApi });
    const button = await screen.findByRole('button', { name: 'How the price of Deluxe Double is made up' });
    const tip = document.getElementById(button.getAttribute('aria-describedby') ?? '') as HTMLElement;
    expect(text(tip)).toBe(
      'Tax of 12% is added to the price. The struck price is the usual rate; this room is up to 21% off on some nights. Wizard members get 10% off this price.',
    );
    // The sold-out Family Suite has no price to explain.
    expect(asked.some((url) => url.includes('category_id=3'))).toBe(false);
  });
});
