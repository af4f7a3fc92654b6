import type { WizardMembershipReply } from '@stays/api-client';
import { wizardMembership } from '@stays/booking-rules';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';
import { findLatestMembership } from '../memberships/memberships.repository';
import { getWizardStatus, subscriptionStatusOf } from '../memberships/wizard-status.service';
import { assertHomeHotel } from './open-subscription.service';
import { findUnsettledWizardOrders, lockMembershipsOf } from './wizard-orders.repository';

/**
 * GET wizardMembership: the wizard profile of the signed-in guest (accounts-commerce §3): membership start and end,
 * home hotel, amount saved, total bookings, and the status by the product's reading (subscription status): PENDING
 * while a first purchase waits for the bank, else the subscription status, else NOT_MEMBER.
 */
export async function wizardMembershipProfile(database: SqlClient, userId: number, now: Date): Promise<WizardMembershipReply> {
  const [{ membership_detail: detail }, unsettled, options] = await Promise.all([
    getWizardStatus(database, userId, now),
    findUnsettledWizardOrders(database, userId),
    database.query<{ id: number; name: string; city: string }>(
      `SELECT p.id, p.name, c.name AS city FROM properties p JOIN cities c ON c.id = p.city_id
        WHERE p.property_type = 'hotel' AND p.status = 'active' AND p.brand_id = 'nivaas'
        ORDER BY p.popularity DESC, p.id LIMIT 50`,
    ),
  ]);
  const pending = detail.is_subscription_pending || (detail.subscription_status !== 'member' && unsettled.some((order) => order.status === 'paying'));
  const reading = wizardMembership({ subscription_status: detail.subscription_status, is_subscription_pending: pending });
  const [hotel] =
    detail.home_hotel_id === null
      ? []
      : await database.query<{ id: number; name: string; city: string }>(
          `SELECT p.id, p.name, c.name AS city FROM properties p JOIN cities c ON c.id = p.city_id WHERE p.id = $1`,
          [detail.home_hotel_id],
        );
  return {
    is_member: reading.isMember,
    status: reading.status,
    membership_detail: {
      subscription_status: detail.subscription_status,
      is_subscription_pending: pending,
      plan_id: detail.plan,
      membership_start: detail.membership_start,
      membership_end: detail.membership_end,
      home_hotel: hotel ?? null,
      amount_saved: detail.amount_saved,
      total_bookings: detail.total_bookings,
    },
    home_hotel_options: options.sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name)),
  };
}

/** POST setWizardBase: a running member chooses a hotel of ours as their home hotel. */
export async function setWizardBase(database: TransactionalDatabase, userId: number, body: { hotel_id: number }, now: Date): Promise<WizardMembershipReply> {
  await database.transaction(async (tx) => {
    await lockMembershipsOf(tx, userId);
    const membership = await findLatestMembership(tx, userId);
    if (!membership || subscriptionStatusOf(membership, now) !== 'member') {
      throw new ServiceError(409, 'WIZARD_NOT_MEMBER', 'Only a wizard member can choose a home hotel. Join wizard first.');
    }
    await assertHomeHotel(tx, body.hotel_id);
    await tx.query(`UPDATE wizard_memberships SET home_hotel_id = $2 WHERE id = $1`, [membership.id, body.hotel_id]);
  });
  return wizardMembershipProfile(database, userId, now);
}
