import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppIntlProvider } from '@stays/ui';
import { hotelSummary } from '../../testing/fixtures';
import { ListingResults } from './ListingResults';

const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

function renderIn(locale: string, ui: ReactNode) {
  return render(
    <AppIntlProvider locale={locale} messages={{}}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppIntlProvider>,
  );
}

describe('a property card', () => {
  it('shows an Indian hotel in rupees: per night before tax, the total it charges with the tax in whole rupees, slasher price and discount', () => {
    renderIn('en-IN', <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={1} hotels={[hotelSummary()]} stay={stay} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Nivaas Residency Colaba' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Nivaas Residency Colaba' }).getAttribute('href')).toBe(
      '/1234/?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0',
    );
    expect(text(card)).toContain('Colaba, Mumbai');
    expect(text(card)).toContain('₹2,499 per night');
    // ₹4,998 before tax + 12% (₹599.76, charged as ₹600): the card's total is what createBooking charges.
    expect(text(card)).toContain('₹5,598 total for 2 nights, 1 room');
    expect(text(card)).toContain('Includes ₹600 taxes and fees');
    expect(text(within(card).getByText('₹3,200'))).toBe('₹3,200');
    expect(within(card).getByText('₹3,200').tagName).toBe('S');
    expect(text(card)).toContain('22% off');
    expect(text(card)).toContain('+ taxes and fees');
    expect(text(card)).toContain('Rated 4.3 out of 5');
    expect(text(card)).not.toContain('left');
  });

  it('shows a Dutch holiday home in euros in Dutch number format, without a slasher price', () => {
    const home = hotelSummary({
      id: 88,
      name: 'Duinhuis Zandvoort',
      country_id: 143,
      country_name: 'Netherlands',
      city: 'Zandvoort',
      locality: null,
      property_type: 'home',
      currency_code: 'EUR',
      currency_symbol: '€',
      pricing_details: {
        nights: 3,
        rooms: 1,
        price_per_night: 12_950,
        total_price: 38_850,
        slasher_price: null,
        discount_percentage: 0,
        tax_clusivity: 'inclusive',
        room_category_id: 4,
      },
    });
    renderIn('nl', <ListingResults cityName="Zandvoort" propertyType="home" totalCount={1} hotels={[home]} stay={stay} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Duinhuis Zandvoort' }).getAttribute('href')?.startsWith('/nl/88/?')).toBe(true);
    expect(text(card)).toContain('€ 129,50');
    expect(text(card)).toContain('€ 388,50');
    expect(within(card).queryByText(/off/)).toBeNull();
    expect(card.querySelector('s')).toBeNull();
  });

  it.each([
    [{ rooms_left: 1 }, 'Only 1 room(s) left'],
    [{ rooms_left: 2 }, 'Only 2 room(s) left'],
  ] as const)("shows the search's urgency %o as '%s'", (urgency, line) => {
    renderIn(
      'en',
      <ListingResults
        cityName="Mumbai"
        propertyType="hotel"
        totalCount={1}
        hotels={[hotelSummary({ available_rooms: urgency.rooms_left, urgency_info: urgency })]}
        stay={stay}
      />,
    );
    expect(screen.getByText(line)).toBeTruthy();
  });

  it('fetches the first cards’ pictures at once and first, in every rendered width, and the rest lazily', () => {
    const hotels = [1, 2, 3].map((id) => hotelSummary({ id, name: `Stay ${id}`, best_image: `/pictures/exterior-hotel-city-${id}-960.webp` }));
    const { container } = renderIn('en-IN', <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={3} hotels={hotels} stay={stay} />);
    const images = [...container.querySelectorAll('picture > img')];
    expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
    expect(images[0]?.getAttribute('srcset')).toBe('/pictures/exterior-hotel-city-1-480.webp 480w, /pictures/exterior-hotel-city-1-960.webp 960w');
    expect([images[0]?.getAttribute('width'), images[0]?.getAttribute('height')]).toEqual(['400', '280']);
  });

  it('shows no urgency line when the search sends none', () => {
    renderIn(
      'en',
      <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={1} hotels={[hotelSummary({ available_rooms: 3, urgency_info: null })]} stay={stay} />,
    );
    expect(screen.queryByText(/left/)).toBeNull();
  });

  it.each([
    ['top_rated', 'Top rated'],
    ['guest_favourite', 'Guest favourite'],
  ] as const)('shows the %s badge as "%s"', (badge, text) => {
    renderIn('en', <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={1} hotels={[hotelSummary({ hotel_badge: badge })]} stay={stay} />);
    expect(within(screen.getByRole('listitem')).getByText(text)).toBeTruthy();
  });

  it('shows a price drop beside the struck previous price, and nothing when there is none', () => {
    const dropped = hotelSummary({ id: 1, price_drop: { previous_price_per_night: 320_000, drop_percentage: 22 } });
    const steady = hotelSummary({ id: 2, name: 'Nivaas Bandra Bay', price_drop: null, hotel_badge: null });
    renderIn('en-IN', <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={2} hotels={[dropped, steady]} stay={stay} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(text(first as HTMLElement)).toContain('Price dropped by 22%');
    expect(text(second as HTMLElement)).not.toContain('Price dropped');
    expect(text(second as HTMLElement)).not.toMatch(/Top rated|Guest favourite/);
  });
});

describe('the listing', () => {
  it('heads the results with the count and city and lists every property as a list item', () => {
    const hotels = [hotelSummary(), hotelSummary({ id: 2, name: 'Nivaas Bandra Bay' })];
    renderIn('en', <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={2} hotels={hotels} stay={stay} />);
    expect(screen.getByRole('heading', { level: 1, name: '2 hotels in Mumbai' })).toBeTruthy();
    const list = screen.getByRole('list', { name: '2 hotels in Mumbai' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Nivaas Residency Colaba', 'Nivaas Bandra Bay']);
  });

  it('with nothing available, says so and offers a way out', () => {
    renderIn('en', <ListingResults cityName="Zandvoort" propertyType="home" totalCount={0} hotels={[]} stay={stay} />);
    expect(screen.getByRole('heading', { level: 1, name: '0 homes in Zandvoort' })).toBeTruthy();
    expect(screen.getByText('No homes available in Zandvoort for these dates')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore popular destinations' }).getAttribute('href')).toBe('/');
  });

  it('an open search (no dates) shows a from price per night, links on without dates, and claims neither a total nor availability', () => {
    const open = { checkin: '', checkout: '', rooms: stay.rooms, isOpenSearch: true };
    const hotels = [
      hotelSummary({ pricing_details: null, available_rooms: 0, isSoldOut: false, from_price_per_night: 199_900 }),
      hotelSummary({ id: 1235, name: 'Nivaas Bandra', pricing_details: null, available_rooms: 0, isSoldOut: false, from_price_per_night: null }),
    ];
    renderIn('en-IN', <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={2} hotels={hotels} stay={open} />);
    const [priced, unpriced] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(priced).getByRole('link', { name: 'Nivaas Residency Colaba' }).getAttribute('href')).toBe(
      '/1234/?isOpenSearch=true&rooms_config=1%2C2%2C0%2C0%2C0',
    );
    expect(text(priced)).toContain('from ₹1,999 per night');
    expect(text(priced)).toContain('Lowest price in the next 30 nights. Choose dates to see availability.');
    expect(text(priced)).not.toMatch(/total|Sold out|left/);
    expect(text(unpriced)).toContain('Choose dates to see prices and availability');
    expect(text(unpriced)).not.toMatch(/₹|Sold out/);
  });

  it('an open search that finds nothing says no stay matches, not that nothing is free for dates', () => {
    const open = { checkin: '', checkout: '', rooms: stay.rooms, isOpenSearch: true };
    renderIn('en', <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={0} hotels={[]} stay={open} />);
    expect(screen.getByText('No hotels in Mumbai match your search')).toBeTruthy();
    expect(screen.queryByText(/for these dates/)).toBeNull();
  });
});
