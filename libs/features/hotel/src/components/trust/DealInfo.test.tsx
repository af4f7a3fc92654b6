import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppIntlProvider } from '@stays/ui';
import { DealInfo } from './DealInfo';

const deal = { id: 1, url_name: 'goa-beach-escape', title: 'Goa Beach Escape', discount_percentage: 20, valid_until: '2026-12-01T00:00:00.000Z' };

function renderDeal(props: Parameters<typeof DealInfo>[0]) {
  return render(
    <AppIntlProvider locale="en" messages={{}}>
      <DealInfo {...props} />
    </AppIntlProvider>,
  );
}

describe('the hotel page’s deal', () => {
  it('names the deal the guest came from, its percentage, and links to its page', () => {
    renderDeal({ deal, slasherPercentage: 35 });
    expect(screen.getByTestId('deal-info').textContent).toContain('Goa Beach Escape: 20% off, included in the prices below');
    expect(screen.getByRole('link', { name: 'See the deal' }).getAttribute('href')).toBe('/deals/goa-beach-escape');
  });

  it('shows the slasher percentage without a deal', () => {
    renderDeal({ deal: null, slasherPercentage: 21 });
    expect(screen.getByTestId('deal-info').textContent).toBe('Deal: save up to 21% on this stay');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing without a deal or a discount', () => {
    renderDeal({ deal: null, slasherPercentage: 0 });
    expect(screen.queryByTestId('deal-info')).toBeNull();
  });
});
