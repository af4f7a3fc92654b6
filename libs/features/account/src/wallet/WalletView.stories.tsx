import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletView } from './WalletView';
import { walletFixture, walletTransactionsFixture } from './wallet-fixture';

const meta: Meta<typeof WalletView> = {
  title: 'Account/WalletView',
  component: WalletView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  args: { wallet: walletFixture, transactions: walletTransactionsFixture },
};
export default meta;
type Story = StoryObj<typeof WalletView>;

export const WithMoney: Story = {};
export const Empty: Story = {
  args: { wallet: { ...walletFixture, redeemableExpirableBalance: 0, redeemedExpirableAmount: 0, expiring: [] }, transactions: [] },
};
export const Euros: Story = {
  args: {
    wallet: {
      ...walletFixture,
      currencyCode: 'EUR',
      currencyId: 978,
      redeemableExpirableBalance: 4_000,
      expiring: [{ amount: 4_000, expiresAt: '2027-03-03T00:00:00.000Z' }],
    },
    transactions: [],
  },
};
