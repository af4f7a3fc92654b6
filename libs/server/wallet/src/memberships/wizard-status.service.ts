import type { CurrencyCode, WizardStatusReply } from '@stays/api-client';
import { wizardMembership } from '@stays/booking-rules';
import { findLatestMembership, findWizardSavings, type MembershipRow } from './memberships.repository';
import type { SqlClient } from '@stays/server-core';

/** The subscription status the wizard status call answers: "member" only while the membership runs. */
export function subscriptionStatusOf(membership: MembershipRow | null, now: Date): string | null {
  if (!membership || membership.status === 'pending') return null;
  if (membership.status === 'cancelled') return 'cancelled';
  if (now.getTime() < membership.starts_at.getTime()) return 'upcoming';
  return now.getTime() < membership.ends_at.getTime() ? 'member' : 'expired';
}

/** GET wizard status of a signed-in guest (accounts-commerce §7): membership_detail.subscription_status and the profile. */
export async function getWizardStatus(database: SqlClient, userId: number, now: Date): Promise<WizardStatusReply> {
  const [membership, savings] = await Promise.all([findLatestMembership(database, userId), findWizardSavings(database, userId)]);
  return {
    membership_detail: {
      subscription_status: subscriptionStatusOf(membership, now),
      is_subscription_pending: membership?.status === 'pending',
      plan: membership?.plan ?? null,
      membership_start: membership ? membership.starts_at.toISOString() : null,
      membership_end: membership ? membership.ends_at.toISOString() : null,
      home_hotel_id: membership?.home_hotel_id ?? null,
      amount_saved: savings.map((saving) => ({ currency_code: saving.currency_code as CurrencyCode, amount: saving.amount })),
      total_bookings: savings.reduce((sum, saving) => sum + saving.bookings, 0),
    },
  };
}

/**
 * Whether a guest gets the wizard discount now: the product's reading of the status (@stays/booking-rules
 * `wizardMembership`, reading 2) applied to what the wizard status call answers. The hotel page and createBooking
 * both ask this, so the member price shown is the price charged.
 */
export async function isWizardMember(database: SqlClient, userId: number | null | undefined, now: Date): Promise<boolean> {
  if (!userId) return false;
  const membership = await findLatestMembership(database, userId);
  return wizardMembership({ subscription_status: subscriptionStatusOf(membership, now), is_subscription_pending: membership?.status === 'pending' }).isMember;
}
