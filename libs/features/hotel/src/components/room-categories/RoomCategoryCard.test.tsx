import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RoomCategory } from '@stays/api-client';
import { AppIntlProvider } from '@stays/ui';
import { roomCategory } from '../../testing/hotel-fixture';
import { RoomCategoryCard } from './RoomCategoryCard';

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

function renderCard(category: RoomCategory = roomCategory(), options: { unpriced?: boolean; currency?: string } = {}) {
  return render(
    <AppIntlProvider locale="en-IN" messages={{}}>
      <MemoryRouter>
        <ul>
          <RoomCategoryCard category={category} currency={options.currency ?? 'INR'} nights={options.unpriced ? 0 : 2} rooms={1} unpriced={options.unpriced} />
        </ul>
      </MemoryRouter>
    </AppIntlProvider>,
  );
}

describe('a room category card', () => {
  it('shows the one-liner right under the name', () => {
    renderCard();
    const heading = screen.getByRole('heading', { level: 3, name: 'Deluxe Double' });
    expect(heading.nextElementSibling?.textContent).toBe('Sea-facing room with a queen bed');
  });

  it('lists meals and services, included or at their price, and the views', () => {
    renderCard();
    expect(
      within(screen.getByRole('list', { name: 'Meals and services' }))
        .getAllByRole('listitem')
        .map(text),
    ).toEqual(['Breakfast included', 'Dinner available at ₹450 per night']);
    expect(
      within(screen.getByRole('list', { name: 'Views' }))
        .getAllByRole('listitem')
        .map(text),
    ).toEqual(['Sea view', 'Garden view']);
  });

  it('lists an amenity the room lacks under its own heading with the reason, never struck through', () => {
    renderCard();
    const missing = within(screen.getByRole('list', { name: 'Not in this room' })).getByRole('listitem');
    expect(text(missing).trim()).toBe('TV No TV in this room');
    expect(missing.querySelector('s, del, strike')).toBeNull();
  });

  it('opens the photo gallery at the category’s own pictures', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'See 2 photos of Deluxe Double' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/api/pwa/images/101/2.svg', '/api/pwa/images/101/3.svg']);
  });

  it('shows none of these when the category has none', () => {
    renderCard(roomCategory({ services: [], views: [], restricted_amenities: [], combined_media: [] }));
    expect(screen.queryByRole('list', { name: 'Meals and services' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Views' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Not in this room' })).toBeNull();
    expect(screen.queryByRole('button', { name: /photos? of/ })).toBeNull();
  });

  describe('with no dates chosen (an open search)', () => {
    it('shows the price from the cheapest night, taxes as the country shows them, and asks for dates for the total', () => {
      renderCard(roomCategory({ from_price_per_night: 399_900, tax_clusivity: 'exclusive' }), { unpriced: true });
      expect(text(screen.getByTestId('room-from-price'))).toBe('from ₹3,999 per night');
      expect(screen.getByText('+ taxes and fees')).toBeTruthy();
      expect(screen.getByText('Select dates to see the total')).toBeTruthy();
      expect(screen.queryByTestId('room-total')).toBeNull();
      expect(screen.queryByText('Sold out')).toBeNull();
    });

    it('says the taxes are included where the country shows prices with them', () => {
      renderCard(roomCategory({ from_price_per_night: 21_000, tax_clusivity: 'inclusive' }), { unpriced: true, currency: 'EUR' });
      expect(text(screen.getByTestId('room-from-price'))).toBe('from €210 per night');
      expect(screen.getByText('Includes taxes and fees')).toBeTruthy();
    });

    it('says when no night of the window is free instead of a price', () => {
      renderCard(roomCategory({ from_price_per_night: null }), { unpriced: true });
      expect(text(screen.getByTestId('room-from-price'))).toBe('No night free for your rooms and guests in the next 30 nights');
      expect(screen.queryByText(/^from /)).toBeNull();
      expect(screen.queryByText('Select dates to see the total')).toBeNull();
    });
  });
});
