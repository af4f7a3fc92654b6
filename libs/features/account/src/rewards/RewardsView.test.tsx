import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RewardsReply } from '@stays/api-client';
import { AppIntlProvider } from '@stays/ui';
import { RewardsView } from './RewardsView';

const reply: RewardsReply = {
  currency_code: 'INR',
  category: null,
  categories: [
    { id: 'referral', count: 1 },
    { id: 'membership', count: 0 },
    { id: 'bonus', count: 1 },
    { id: 'bookings', count: 1 },
    { id: 'expired', count: 0 },
  ],
  total_earned: 60_000,
  transaction_list: [
    {
      id: 'credit-9',
      category: 'referral',
      type: 'credit',
      amount: 50_000,
      reason: 'referral_reward',
      booking_no: null,
      created_at: '2026-03-15T06:00:00.000Z',
      expires_at: '2027-03-15T06:00:00.000Z',
    },
    {
      id: 'debit-4',
      category: 'bookings',
      type: 'debit',
      amount: 20_000,
      reason: 'booking',
      booking_no: 'NIV-7Q2K4M',
      created_at: '2026-03-02T06:00:00.000Z',
      expires_at: null,
    },
    {
      id: 'credit-1',
      category: 'bonus',
      type: 'credit',
      amount: 10_000,
      reason: 'signup_bonus',
      booking_no: null,
      created_at: '2026-03-01T06:00:00.000Z',
      expires_at: '2026-06-01T06:00:00.000Z',
    },
  ],
};

const categoryHref = (category: string | null) => (category ? `/rewards/${category}` : '/rewards');

function renderRewards(props: Partial<Parameters<typeof RewardsView>[0]> = {}) {
  return render(
    <AppIntlProvider locale="en-IN" messages={{}} timeZone="Asia/Kolkata">
      <RewardsView reply={reply} categoryHref={categoryHref} referralHref="/referral/" {...props} />
    </AppIntlProvider>,
  );
}

describe('RewardsView (/rewards, /rewards/{categoryId})', () => {
  it('lists every reward with its amount in and out, the total earned and a tab per category with its count', () => {
    renderRewards();
    expect(screen.getByTestId('rewards-earned').textContent).toBe('Rewards earned so far: ₹600');
    const tabs = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/rewards'));
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['All (3)', '/rewards'],
      ['Referrals (1)', '/rewards/referral'],
      ['Membership (0)', '/rewards/membership'],
      ['Bonuses (1)', '/rewards/bonus'],
      ['Used on bookings (1)', '/rewards/bookings'],
      ['Expired (0)', '/rewards/expired'],
    ]);
    expect(screen.getByRole('link', { name: 'All (3)' }).getAttribute('aria-current')).toBe('page');
    const rows = screen.getAllByRole('listitem').filter((row) => row.className.includes('transaction'));
    expect(rows.map((row) => row.textContent)).toEqual([
      'Reward for a friend’s first stay15 Mar 2026 · Valid until 15 Mar 2027+₹500',
      'Paid for booking NIV-7Q2K4M2 Mar 2026−₹200',
      'Welcome bonus1 Mar 2026 · Valid until 1 Jun 2026+₹100',
    ]);
    expect(screen.getByRole('link', { name: 'Invite a friend and you both earn wallet money' }).getAttribute('href')).toBe('/referral/');
  });

  it('marks the chosen category and says so when it holds nothing; no invite where the site has no referral', () => {
    renderRewards({ reply: { ...reply, category: 'expired', transaction_list: [] }, referralHref: null });
    expect(screen.getByRole('link', { name: 'Expired (0)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Invite a friend and you both earn wallet money' })).toBeNull();
  });
});
