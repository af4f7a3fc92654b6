import { API_PREFIX } from '../routes';

/** Paths of the rewards and referral calls (accounts-commerce §7 "GET rewards; inviteAndEarn, referralLoggedOut, referralFaq, referralFaqLoggedOut"). */
export const referralRoutes = {
  rewards: `${API_PREFIX}/rewards`,
  inviteAndEarn: `${API_PREFIX}/inviteAndEarn`,
  referralLoggedOut: `${API_PREFIX}/referralLoggedOut`,
  referralFaq: `${API_PREFIX}/referralFaq`,
  referralFaqLoggedOut: `${API_PREFIX}/referralFaqLoggedOut`,
} as const;
