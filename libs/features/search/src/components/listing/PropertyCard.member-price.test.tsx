import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WIZARD_SUCCESS_BENEFITS } from '@stays/brand-config';
import { memberStayPrice } from '@stays/pricing';
import { AppIntlProvider, MemberPricingProvider } from '@stays/ui';
import { hotelSummary } from '../../testing/fixtures';
import { ListingResults } from './ListingResults';

const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const PERCENT = WIZARD_SUCCESS_BENEFITS.nextBookingDiscountPercent;

function renderCard(wizardDiscountPercent: number | null | undefined, hotel = hotelSummary()) {
  const listing = <ListingResults cityName="Mumbai" propertyType="hotel" totalCount={1} hotels={[hotel]} stay={stay} />;
  render(
    <AppIntlProvider locale="en-IN" messages={{}}>
      <MemoryRouter>
        {wizardDiscountPercent === undefined ? listing : <MemberPricingProvider wizardDiscountPercent={wizardDiscountPercent}>{listing}</MemberPricingProvider>}
      </MemoryRouter>
    </AppIntlProvider>,
  );
  return screen.getByRole('listitem');
}

describe('a property card for a wizard member', () => {
  it('shows the member price per night and for the stay, the usual price struck through and the "Wizard price" label', () => {
    const card = renderCard(PERCENT);
    // ₹4,998 for the stay: 10 % (₹499.80) off is ₹4,498.20, ₹2,249.10 a night.
    expect(memberStayPrice({ total_price: 499_800, nights: 2 }, PERCENT)).toEqual({ wizardMinor: 49_980, totalMinor: 449_820, perNightMinor: 224_910 });
    const tag = within(card).getByTestId('wizard-price');
    expect(text(tag)).toBe('Usual price₹2,499Wizard price');
    expect(within(tag).getByText('₹2,499').tagName).toBe('S');
    expect(text(card)).toContain('₹2,249.10 per night');
    // The total is the charge: the member price with India's tax on top (cardPrice), in whole rupees of tax.
    expect(text(card)).toContain('₹5,038.20 total for 2 nights, 1 room');
    expect(text(card)).toContain('Includes ₹540 taxes and fees');
    expect(text(card)).toContain('+ taxes and fees');
    // One struck price only: the member price replaces the slasher line.
    expect(within(card).queryByText('₹3,200')).toBeNull();
  });

  it('shows a guest who is not a member (or a brand that hides wizard) the usual price and no member price', () => {
    for (const percent of [null, undefined]) {
      const card = renderCard(percent);
      expect(within(card).queryByTestId('wizard-price')).toBeNull();
      expect(text(card)).not.toContain('Wizard price');
      expect(text(card)).toContain('₹2,499 per night');
      expect(text(card)).toContain('₹5,598 total for 2 nights, 1 room');
      expect(within(card).getByText('₹3,200').tagName).toBe('S');
      cleanup();
    }
  });

  it('shows no member price on a sold-out card or an open search’s from price', () => {
    expect(within(renderCard(PERCENT, hotelSummary({ isSoldOut: true }))).queryByTestId('wizard-price')).toBeNull();
    cleanup();
    const open = renderCard(PERCENT, hotelSummary({ pricing_details: null, from_price_per_night: 199_900 }));
    expect(within(open).queryByTestId('wizard-price')).toBeNull();
  });
});
