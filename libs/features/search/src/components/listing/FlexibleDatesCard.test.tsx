import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppIntlProvider } from '@stays/ui';
import { hotelSummary } from '../../testing/fixtures';
import { ListingResults } from './ListingResults';

const stay = { checkin: '2030-05-10', checkout: '2030-05-12', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }], flexibleDaysCount: 2 };

function renderCard(hotel: ReturnType<typeof hotelSummary>) {
  render(
    <AppIntlProvider locale="en" messages={{}}>
      <MemoryRouter>
        <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={1} hotels={[hotel]} stay={stay} />
      </MemoryRouter>
    </AppIntlProvider>,
  );
  return screen.getByRole('listitem');
}

describe('a card of a flexible-days search', () => {
  it('says which dates its price is for when they are not the asked ones, and opens the hotel on them', () => {
    const card = renderCard(hotelSummary({ flexible_dates: { checkin: '2030-05-08', checkout: '2030-05-10' } }));
    expect(card.textContent).toContain('Price for Wed, May 8 – Fri, May 10');
    expect(within(card).getByRole('link', { name: 'Nivaas Residency Colaba' }).getAttribute('href')).toBe(
      '/1234/?checkin=2030-05-08&checkout=2030-05-10&rooms_config=1%2C2%2C0%2C0%2C0',
    );
  });

  it('says nothing of dates when the price is for the asked ones', () => {
    const card = renderCard(hotelSummary());
    expect(card.textContent).not.toContain('Price for');
    expect(within(card).getByRole('link', { name: 'Nivaas Residency Colaba' }).getAttribute('href')).toBe(
      '/1234/?checkin=2030-05-10&checkout=2030-05-12&rooms_config=1%2C2%2C0%2C0%2C0',
    );
  });
});
