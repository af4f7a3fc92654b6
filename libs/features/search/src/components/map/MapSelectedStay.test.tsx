import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MapPoint } from '@stays/api-client';
import { AppIntlProvider, MemberPricingProvider } from '@stays/ui';
import { MapSelectedStay } from './MapSelectedStay';

const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };
const point: MapPoint = {
  id: 1234,
  name: 'Nivaas Residency Colaba',
  latitude: 18.9,
  longitude: 72.8,
  price_per_night: 250_000,
  total_price: 500_000,
  currency_code: 'INR',
  rating: 4.3,
  country_id: 1,
};
const text = () => (screen.getByRole('link').parentElement?.textContent ?? '').replace(/\u00a0/g, ' ');

function renderCard(wizardDiscountPercent: number | null, shown: MapPoint = point, openSearch = false) {
  render(
    <AppIntlProvider locale="en-IN" messages={{}}>
      <MemoryRouter>
        <MemberPricingProvider wizardDiscountPercent={wizardDiscountPercent}>
          <MapSelectedStay point={shown} stay={openSearch ? { ...stay, checkin: '', checkout: '', isOpenSearch: true } : stay} onClose={() => undefined} />
        </MemberPricingProvider>
      </MemoryRouter>
    </AppIntlProvider>,
  );
}

describe('the map’s selected stay', () => {
  it('shows a wizard member the member price per night (the list card’s rule), the usual one struck through', () => {
    renderCard(10);
    // ₹5,000 for 2 nights: 10 % off is ₹4,500, ₹2,250 a night.
    expect(text()).toContain('₹2,250');
    expect(screen.getByTestId('wizard-price').textContent).toContain('Wizard price');
    expect(screen.getByText('₹2,500').tagName).toBe('S');
    expect(screen.getByRole('link', { name: 'View Nivaas Residency Colaba' }).getAttribute('href')).toContain('/1234/');
  });

  it('shows anyone else the usual price and no member price', () => {
    renderCard(null);
    expect(text()).toContain('₹2,500');
    expect(screen.queryByTestId('wizard-price')).toBeNull();
  });

  it.each([
    ['an open search', { ...point, total_price: undefined }, true],
    ['a sold-out stay', { ...point, price_per_night: null, total_price: null }, false],
  ])('shows no member price for %s', (_case, shown, openSearch) => {
    renderCard(10, shown, openSearch);
    expect(screen.queryByTestId('wizard-price')).toBeNull();
  });
});
