import { defineMessages } from 'react-intl';
import type { RewardCategory } from '@stays/api-client';

type NoValues = Record<never, never>;

export const rewardsMessages = defineMessages<{
  title: NoValues;
  totalEarned: { amount: string };
  categories: NoValues;
  all: { count: number };
  empty: NoValues;
  inviteFriends: NoValues;
}>({
  title: { id: 'account.rewards.title', defaultMessage: 'Rewards' },
  totalEarned: { id: 'account.rewards.totalEarned', defaultMessage: 'Rewards earned so far: {amount}' },
  categories: { id: 'account.rewards.categories', defaultMessage: 'Kinds of reward' },
  all: { id: 'account.rewards.all', defaultMessage: 'All ({count})' },
  empty: { id: 'account.rewards.empty', defaultMessage: 'Nothing here yet.' },
  inviteFriends: { id: 'account.rewards.inviteFriends', defaultMessage: 'Invite a friend and you both earn wallet money' },
});

/** The name of each category tab, with its count. */
export const rewardCategoryMessages = defineMessages<Record<RewardCategory, { count: number }>>({
  referral: { id: 'account.rewards.category.referral', defaultMessage: 'Referrals ({count})' },
  membership: { id: 'account.rewards.category.membership', defaultMessage: 'Membership ({count})' },
  bonus: { id: 'account.rewards.category.bonus', defaultMessage: 'Bonuses ({count})' },
  bookings: { id: 'account.rewards.category.bookings', defaultMessage: 'Used on bookings ({count})' },
  expired: { id: 'account.rewards.category.expired', defaultMessage: 'Expired ({count})' },
});
