import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppIntlProvider } from '@stays/ui';
import { hotelDetails } from '../../testing/hotel-fixture';
import { HotelDetailsView } from './HotelDetailsView';

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

function renderHotel(locale = 'en-IN', hotel = hotelDetails()) {
  return render(
    <AppIntlProvider locale={locale} messages={{}}>
      <MemoryRouter>
        <HotelDetailsView hotel={hotel} changeSearchHref="/hotels-in-mumbai?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0" />
      </MemoryRouter>
    </AppIntlProvider>,
  );
}

describe('the hotel page', () => {
  it('shows the name as the page heading, the address, the rating and the photos', () => {
    renderHotel();
    expect(screen.getByRole('heading', { level: 1, name: 'Nivaas Residency Colaba' })).toBeTruthy();
    expect(screen.getByText('12 Shahid Bhagat Singh Road, Colaba, Mumbai')).toBeTruthy();
    expect(screen.getByText('Rated 4.4 out of 5')).toBeTruthy();
    const gallery = screen.getByRole('region', { name: 'Photos of Nivaas Residency Colaba' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Nivaas Residency Colaba, photo 1 of 3', 'Nivaas Residency Colaba, photo 2 of 3', 'Nivaas Residency Colaba, photo 3 of 3']);
  });

  it('lists room categories with occupancy and per-night and total prices, bookable first and sold-out marked', () => {
    renderHotel();
    const list = screen.getByRole('list', { name: 'Choose your room' });
    const headings = within(list).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Deluxe Double', 'Premium King', 'Family Suite']);
    const rooms = headings.map((heading) => heading.closest('li') as HTMLElement);
    const [deluxe, premium, suite] = rooms as [HTMLElement, HTMLElement, HTMLElement];
    expect(text(deluxe)).toContain('Up to 3 guests per room');
    expect(text(deluxe)).toContain('₹2,200 per night');
    expect(text(deluxe)).toContain('₹4,928 total for 2 nights, 1 room');
    expect(within(deluxe).getByText('₹2,800').tagName).toBe('S');
    expect(text(deluxe)).toContain('21% off');
    expect(text(deluxe)).not.toContain('left');
    expect(text(premium)).toContain('₹3,000 per night');
    expect(text(premium)).toContain('Only 2 room(s) left');
    expect(text(suite)).toContain('Sold out');
    expect(within(suite).queryByTestId('room-total')).toBeNull();
  });

  it('sums up the stay and links back to the search', () => {
    renderHotel('en');
    const stay = screen.getByRole('region', { name: 'Your stay' });
    expect(text(stay)).toContain('Wed, May 1, 2030');
    expect(text(stay)).toContain('Fri, May 3, 2030');
    expect(text(stay)).toContain('2 nights · 1 room, 2 guests');
    expect(within(stay).getByRole('link', { name: 'Change dates or guests' }).getAttribute('href')).toBe(
      '/hotels-in-mumbai?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0',
    );
  });

  it('offers no booking button yet (booking is a later issue)', () => {
    renderHotel();
    expect(screen.queryByRole('button', { name: /book/i })).toBeNull();
  });

  it('says so when every room is sold out', () => {
    const hotel = hotelDetails();
    renderHotel('en', { ...hotel, room_categories_with_data: hotel.room_categories_with_data.map((category) => ({ ...category, isSoldOut: true })) });
    expect(screen.getByText('Every room is sold out for these dates. Try other dates.')).toBeTruthy();
  });
});
