import { useIntl } from 'react-intl';
import type { RewardCategory, RewardsReply } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import { transactionReasonText } from '../wallet/transaction-reason';
import { walletMessages } from '../wallet/wallet-messages';
import { rewardCategoryMessages, rewardsMessages } from './rewards-messages';
import styles from '../wallet/Wallet.module.css';
import rewardStyles from './Rewards.module.css';

export interface RewardsViewProps {
  reply: RewardsReply;
  /** The page of a category (null: all). */
  categoryHref: (category: RewardCategory | null) => string;
  /** The refer-and-earn page, where the site offers it. */
  referralHref: string | null;
}

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** /rewards and /rewards/{categoryId}: the signed-in guest's transaction_list, by kind of reward. */
export function RewardsView({ reply, categoryHref, referralHref }: RewardsViewProps) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, reply.currency_code, intl.locale);
  const total = reply.categories.reduce((sum, category) => sum + category.count, 0);
  const tabs: { id: RewardCategory | null; label: string }[] = [
    { id: null, label: intl.formatMessage(rewardsMessages.all, { count: total }) },
    ...reply.categories.map((category) => ({ id: category.id, label: intl.formatMessage(rewardCategoryMessages[category.id], { count: category.count }) })),
  ];
  return (
    <section className={styles.page} aria-labelledby="rewards-title">
      <h1 id="rewards-title">{intl.formatMessage(rewardsMessages.title)}</h1>
      <p className={styles.balance} data-testid="rewards-earned">
        {intl.formatMessage(rewardsMessages.totalEarned, { amount: money(reply.total_earned) })}
      </p>
      <nav aria-label={intl.formatMessage(rewardsMessages.categories)}>
        <ul className={rewardStyles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.id ?? 'all'}>
              <a href={categoryHref(tab.id)} aria-current={tab.id === reply.category ? 'page' : undefined} className={rewardStyles.tab}>
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {reply.transaction_list.length === 0 ? (
        <p>{intl.formatMessage(rewardsMessages.empty)}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="rewards-title">
          {reply.transaction_list.map((transaction) => {
            const moneyIn = transaction.type === 'credit' || transaction.type === 'refund';
            return (
              <li key={transaction.id} className={styles.transaction}>
                <span>
                  {transactionReasonText(intl, transaction)}
                  <br />
                  <span className={styles.muted}>
                    {intl.formatDate(transaction.created_at, DATE)}
                    {transaction.type === 'credit' && transaction.expires_at
                      ? ` · ${intl.formatMessage(walletMessages.creditExpires, { date: intl.formatDate(transaction.expires_at, DATE) })}`
                      : ''}
                  </span>
                </span>
                <span className={moneyIn ? styles.in : styles.out}>
                  {moneyIn ? '+' : '−'}
                  {money(transaction.amount)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {referralHref ? (
        <p>
          <a href={referralHref}>{intl.formatMessage(rewardsMessages.inviteFriends)}</a>
        </p>
      ) : null}
    </section>
  );
}
