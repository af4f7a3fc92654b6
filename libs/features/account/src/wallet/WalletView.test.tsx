import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AppIntlProvider } from '@stays/ui';
import { WalletView } from './WalletView';
import { walletFixture, walletTransactionsFixture } from './wallet-fixture';

function renderWallet(props: Parameters<typeof WalletView>[0]) {
  return render(
    <AppIntlProvider locale="en-IN" messages={{}} timeZone="Asia/Kolkata">
      <WalletView {...props} />
    </AppIntlProvider>,
  );
}

describe('WalletView (/accountdetails/oyomoney)', () => {
  it('shows the balance, the share of a booking it may pay, what expires when and every transaction', () => {
    renderWallet({ wallet: walletFixture, transactions: walletTransactionsFixture });
    expect(screen.getByTestId('wallet-balance').textContent).toBe('₹1,800');
    expect(screen.getByText('Use up to 25% of a booking’s total with wallet money.')).toBeTruthy();
    const expiring = within(screen.getByRole('region', { name: 'When it expires' })).getAllByRole('listitem');
    expect(expiring.map((item) => item.textContent)).toEqual(['₹300 expires on 24 Mar 2026', '₹1,500 expires on 6 Sept 2026']);
    const history = within(screen.getByRole('region', { name: 'Transactions' })).getAllByRole('listitem');
    expect(history[0]?.textContent).toContain('Back from cancelled booking NIV-7Q2K4M');
    expect(history[0]?.textContent).toContain('+₹200');
    expect(history[1]?.textContent).toContain('Paid for booking NIV-7Q2K4M');
    expect(history[1]?.textContent).toContain('−₹650');
    expect(history[4]?.textContent).toContain('Expired unspent');
  });

  it('says so when there is no money and no history', () => {
    renderWallet({ wallet: { ...walletFixture, redeemableExpirableBalance: 0, expiring: [] }, transactions: [] });
    expect(screen.getByText('You have no wallet money right now.')).toBeTruthy();
    expect(screen.getByText('No transactions yet.')).toBeTruthy();
  });
});
