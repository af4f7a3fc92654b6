import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppIntlProvider, MemberPricingProvider } from '@stays/ui';
import { similarHotel } from '../../testing/page-fixture';
import { SimilarHotels } from './SimilarHotels';

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

function renderSimilar(wizardDiscountPercent: number | null) {
  render(
    <AppIntlProvider locale="en-IN" messages={{}}>
      <MemoryRouter>
        <MemberPricingProvider wizardDiscountPercent={wizardDiscountPercent}>
          <SimilarHotels hotels={[similarHotel()]} distanceUnit="km" hrefFor={(hotel) => `/${hotel.id}/`} />
        </MemberPricingProvider>
      </MemoryRouter>
    </AppIntlProvider>,
  );
  return screen.getByRole('listitem');
}

describe('similar stays', () => {
  it('show a wizard member the member price per night, the usual one struck through with the "Wizard price" label', () => {
    const card = renderSimilar(10);
    // ₹5,000 for 2 nights: 10 % off is ₹4,500, ₹2,250 a night.
    expect(text(card)).toContain('₹2,250 per night');
    const tag = within(card).getByTestId('wizard-price');
    expect(within(tag).getByText('₹2,500').tagName).toBe('S');
    expect(text(tag)).toContain('Wizard price');
  });

  it('show anyone else the usual price and no member price', () => {
    const card = renderSimilar(null);
    expect(text(card)).toContain('₹2,500 per night');
    expect(within(card).queryByTestId('wizard-price')).toBeNull();
  });
});
