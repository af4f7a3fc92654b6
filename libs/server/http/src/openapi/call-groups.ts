import {
  accountRoutes,
  analyticsRoutes,
  apiRoutes,
  bookingRoutes,
  helpRoutes,
  paymentRoutes,
  referralRoutes,
  walletRoutes,
  wishlistRoutes,
  wizardRoutes,
} from '@stays/api-client';

interface CallGroup {
  name: string;
  description: string;
  /** The client's table of paths of this group; a route whose path is in it is tagged with the group. */
  paths: Readonly<Record<string, string>>;
}

/** The document's tags: one per table of paths the client library keeps, so a new call is grouped where it is declared. */
const CALL_GROUPS: readonly CallGroup[] = [
  { name: 'Catalogue', description: 'Places, search, hotel details, availability, reviews, deals, sitemaps (guest-journey §7).', paths: apiRoutes },
  { name: 'Bookings', description: 'Quotations, createBooking, a booking, its changes and its cancellation.', paths: bookingRoutes },
  { name: 'Payments', description: 'Online payment of a booking or order, saved cards, the provider webhook.', paths: paymentRoutes },
  {
    name: 'Accounts',
    description: 'Sign-up, sign-in (password, one-time code, social), the profile, the session (accounts-commerce §7).',
    paths: accountRoutes,
  },
  { name: 'Wallet', description: 'The guest wallet: balance, transactions, its use at booking.', paths: walletRoutes },
  { name: 'Wishlists', description: 'Shortlisted hotels and shared wishlists.', paths: wishlistRoutes },
  { name: 'Help', description: 'The help centre, self-serve issues of a booking, their pictures and the refund status.', paths: helpRoutes },
  { name: 'Rewards and referral', description: 'Rewards (transaction_list) and refer and earn: code, invites, terms, FAQ.', paths: referralRoutes },
  { name: 'Wizard', description: 'The wizard membership: landing, plans, subscription, payment, profile, home hotel, coupons.', paths: wizardRoutes },
  { name: 'Consent and analytics', description: "The consent banner's info and the tracking events the guest consented to.", paths: analyticsRoutes },
];

/** Calls outside the client's tables (health checks, routes of the server only). */
const OTHER_GROUP = { name: 'Service', description: 'Health and readiness of the service, and calls no table of the client lists.' };

export const ALL_TAGS: readonly { name: string; description: string }[] = [...CALL_GROUPS, OTHER_GROUP];

/** The tag of a route path (Fastify's form, `:param`). */
export function callGroupOf(url: string): string {
  return CALL_GROUPS.find((group) => Object.values(group.paths).includes(url))?.name ?? OTHER_GROUP.name;
}
