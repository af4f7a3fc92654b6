import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DIAL_COUNTRIES, category, stay } from '../../testing/fixtures';
import { renderWithIntl } from '../../testing/render-with-intl';
import type { BookableStay } from '../../utils/bookable-stay';
import { BookingSummaryForm } from './BookingSummaryForm';
import type { BookingAgreement } from './BookingTerms';

const indianSite: BookingAgreement = {
  termsHref: '/terms/',
  guestPolicyHref: '/guest-policy/',
  privacyPolicyHref: '/privacy-policy/',
  obligationToPay: false,
  timeZone: 'Asia/Kolkata',
};

function renderForm(bookable: BookableStay = stay(), agreement: BookingAgreement | null = indianSite) {
  const onChange = vi.fn();
  renderWithIntl(
    <BookingSummaryForm
      stay={bookable}
      countries={DIAL_COUNTRIES}
      values={{
        categoryId: 1,
        name: '',
        email: '',
        dialCode: '+91',
        phone: '',
        paymentMode: 'pay_at_hotel',
        onlineShare: 'full',
        partAmount: '',
        useWallet: false,
        meals: [],
        earlyCheckin: false,
      }}
      errors={{}}
      submitting={false}
      onlinePayment
      payAtHotelRefused={null}
      onChange={onChange}
      onSubmit={vi.fn()}
      {...(agreement ? { agreement } : {})}
    />,
  );
  return { onChange };
}

describe('the booking form before the button: cancellation policy and terms', () => {
  it("shows the chosen room's cancellation policy in the hotel's time zone, the first night priced for that room", () => {
    const priced = stay({
      categories: [
        category({
          pricing_info: {
            average_price_single: 0,
            average_price_double: 0,
            average_price_extra: 0,
            prices: [{ date: '2030-05-01', price: 240_000, available: 4 }],
          },
        }),
      ],
    });
    renderForm(priced);
    const policy = screen.getByRole('region', { name: 'Cancellation policy' });
    const steps = within(policy)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual(['Free cancellation until Apr 30, 12:00 PM', 'From Apr 30, 12:00 PM, cancelling costs the first night: ₹2,400']);
  });

  it('links the Terms, the Guest policy and the Privacy policy of the site, each in a new tab so the form keeps its values', () => {
    renderForm();
    const terms = screen.getByRole('link', { name: 'Terms (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('/terms/');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Guest policy (opens in a new tab)' }).getAttribute('href')).toBe('/guest-policy/');
    expect(screen.getByRole('link', { name: 'Privacy policy (opens in a new tab)' }).getAttribute('href')).toBe('/privacy-policy/');
    expect(screen.getByText(/By booking you agree to the/).textContent).toContain(
      'By booking you agree to the Terms (opens in a new tab) and the Guest policy',
    );
    expect(screen.getByRole('button', { name: 'Book' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('words the button "Book with obligation to pay" where EU or UK consumer law asks for it', () => {
    renderForm(stay(), {
      ...indianSite,
      termsHref: '/nl/terms/',
      guestPolicyHref: '/nl/guest-policy/',
      privacyPolicyHref: '/nl/privacy-policy/',
      obligationToPay: true,
    });
    expect(screen.getByRole('button', { name: 'Book with obligation to pay' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms (opens in a new tab)' }).getAttribute('href')).toBe('/nl/terms/');
  });

  it('shows no cancellation section when the stay has no policy, and no agreement line without the site’s links', () => {
    renderForm(stay({ cancellationPolicies: [] }), null);
    expect(screen.queryByRole('region', { name: 'Cancellation policy' })).toBeNull();
    expect(screen.queryByText(/By booking you agree/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Book' })).toBeTruthy();
  });
});
