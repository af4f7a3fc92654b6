import type { Wallet, WalletTransaction } from '@stays/api-client';

/** A guest's wallet for stories and tests: ₹1,800 with ₹300 expiring soon, one booking paid and one refunded. */
export const walletFixture: Wallet = {
  userType: 'user',
  countryIsoA2Code: 'IN',
  redeemableExpirableBalance: 180_000,
  redeemableExpirableLimit: 25,
  redeemedExpirableAmount: 45_000,
  currencyId: 356,
  currencyCode: 'INR',
  expiring: [
    { amount: 30_000, expiresAt: '2026-03-24T00:00:00.000Z' },
    { amount: 150_000, expiresAt: '2026-09-06T00:00:00.000Z' },
  ],
};

export const walletTransactionsFixture: WalletTransaction[] = [
  {
    id: 'refund-9',
    type: 'refund',
    amount: 20_000,
    reason: 'booking_cancelled',
    booking_no: 'NIV-7Q2K4M',
    created_at: '2026-03-09T10:00:00.000Z',
    expires_at: null,
  },
  { id: 'debit-8', type: 'debit', amount: 65_000, reason: 'booking', booking_no: 'NIV-7Q2K4M', created_at: '2026-03-08T10:00:00.000Z', expires_at: null },
  {
    id: 'credit-2',
    type: 'credit',
    amount: 30_000,
    reason: 'goodwill',
    booking_no: null,
    created_at: '2026-03-03T10:00:00.000Z',
    expires_at: '2026-03-24T00:00:00.000Z',
  },
  {
    id: 'credit-1',
    type: 'credit',
    amount: 150_000,
    reason: 'signup_bonus',
    booking_no: null,
    created_at: '2026-03-03T09:00:00.000Z',
    expires_at: '2026-09-06T00:00:00.000Z',
  },
  {
    id: 'expired-0',
    type: 'expired',
    amount: 5_000,
    reason: 'expired',
    booking_no: null,
    created_at: '2026-02-28T00:00:00.000Z',
    expires_at: '2026-02-28T00:00:00.000Z',
  },
];
