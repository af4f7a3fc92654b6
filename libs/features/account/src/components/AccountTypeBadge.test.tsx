import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { AccountType } from '@stays/api-client';
import { AccountTypeBadge } from './AccountTypeBadge';

function renderBadge(accountType: AccountType, isCorporateAdmin = false) {
  return render(
    <IntlProvider locale="en" onError={() => undefined}>
      <AccountTypeBadge user={{ accountType, isCorporateAdmin }} />
    </IntlProvider>,
  );
}

describe('the account page says which kind of account it is', () => {
  it('a guest account shows nothing', () => {
    const { container } = renderBadge('consumer');
    expect(container.textContent).toBe('');
  });

  it('a travel agent sees the travel agent badge', () => {
    renderBadge('travel_agent');
    expect(screen.getByRole('region', { name: 'Account type' }).textContent).toBe('Travel agent account');
  });

  it('a company account shows the company badge, and its CorporateAdmin is told so', () => {
    renderBadge('corporate');
    expect(screen.getByRole('region', { name: 'Account type' }).textContent).toBe('Company account');
    renderBadge('corporate', true);
    expect(screen.getAllByRole('region', { name: 'Account type' })[1]?.textContent).toBe('Company accountYou are an administrator of your company account.');
  });
});
