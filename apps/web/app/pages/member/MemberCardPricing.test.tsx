import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useWizardDiscountPercent } from '@stays/ui';
import { dunelightNlSite } from '../../testing/site-fixtures';
import { MemberCardPricing } from './MemberCardPricing';

const nivaas = dunelightNlSite({ brandId: 'nivaas', countryCode: 'IN' });
const membership = {
  subscription_status: 'member',
  is_subscription_pending: false,
  plan: 'wizard',
  membership_start: '2026-01-01',
  membership_end: '2027-01-01',
  home_hotel_id: null,
  amount_saved: [],
  total_bookings: 0,
};

function CardPercent() {
  return <p>{`percent ${useWizardDiscountPercent() ?? 'none'}`}</p>;
}

function renderFor(signedIn: boolean, site = nivaas) {
  const fetchImpl = vi.fn(
    async () => new Response(JSON.stringify({ membership_detail: membership }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemberCardPricing site={site} api={{ baseUrl: '', fetch: fetchImpl as unknown as typeof fetch }} signedIn={signedIn}>
        <CardPercent />
      </MemberCardPricing>
    </QueryClientProvider>,
  );
  return fetchImpl;
}

describe('member prices on the cards inside', () => {
  it('gives a signed-in member the wizard percentage once the status answers, the cards shown all along', async () => {
    renderFor(true);
    expect(screen.getByText(/^percent /)).toBeTruthy();
    expect(await screen.findByText('percent 10', undefined, { timeout: 5_000 })).toBeTruthy();
  });

  it('asks nothing for a guest who is not signed in, or on a brand that hides wizard', () => {
    expect(renderFor(false)).not.toHaveBeenCalled();
    expect(screen.getByText('percent none')).toBeTruthy();
  });
});
