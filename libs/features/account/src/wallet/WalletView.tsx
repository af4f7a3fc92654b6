import { useIntl } from 'react-intl';
import type { Wallet, WalletTransaction } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import { transactionReasonText as reasonText } from './transaction-reason';
import { walletMessages } from './wallet-messages';
import styles from './Wallet.module.css';

export interface WalletViewProps {
  wallet: Wallet;
  transactions: readonly WalletTransaction[];
}

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** /accountdetails/oyomoney: the signed-in guest's wallet money, when it expires and what moved in and out. */
export function WalletView({ wallet, transactions }: WalletViewProps) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, wallet.currencyCode, intl.locale);
  return (
    <section className={styles.page} aria-labelledby="wallet-title">
      <h1 id="wallet-title">{intl.formatMessage(walletMessages.title)}</h1>
      <div className={styles.summary}>
        <p className={styles.muted}>{intl.formatMessage(walletMessages.balance)}</p>
        <p className={styles.balance} data-testid="wallet-balance">
          {money(wallet.redeemableExpirableBalance)}
        </p>
        <p>{intl.formatMessage(walletMessages.limit, { percent: wallet.redeemableExpirableLimit })}</p>
        <p className={styles.muted}>
          {intl.formatMessage(walletMessages.redeemed)}: {money(wallet.redeemedExpirableAmount)}
        </p>
      </div>
      <section aria-labelledby="wallet-expiring">
        <h2 id="wallet-expiring">{intl.formatMessage(walletMessages.expiringTitle)}</h2>
        {wallet.expiring.length === 0 ? (
          <p>{intl.formatMessage(walletMessages.noMoney)}</p>
        ) : (
          <ul className={styles.list}>
            {wallet.expiring.map((entry) => (
              <li key={`${entry.expiresAt}-${entry.amount}`}>
                {intl.formatMessage(walletMessages.expiringItem, { amount: money(entry.amount), date: intl.formatDate(entry.expiresAt, DATE) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="wallet-history">
        <h2 id="wallet-history">{intl.formatMessage(walletMessages.historyTitle)}</h2>
        {transactions.length === 0 ? (
          <p>{intl.formatMessage(walletMessages.noHistory)}</p>
        ) : (
          <ul className={styles.list}>
            {transactions.map((transaction) => (
              <li key={transaction.id} className={styles.transaction}>
                <span>
                  {reasonText(intl, transaction)}
                  <br />
                  <span className={styles.muted}>
                    {intl.formatDate(transaction.created_at, DATE)}
                    {transaction.type === 'credit' && transaction.expires_at
                      ? ` · ${intl.formatMessage(walletMessages.creditExpires, { date: intl.formatDate(transaction.expires_at, DATE) })}`
                      : ''}
                  </span>
                </span>
                <span className={transaction.type === 'credit' || transaction.type === 'refund' ? styles.in : styles.out}>
                  {transaction.type === 'credit' || transaction.type === 'refund' ? '+' : '−'}
                  {money(transaction.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
