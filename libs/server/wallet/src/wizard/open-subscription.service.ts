import type { MembershipSubscriptionBody, MembershipSubscriptionReply } from '@stays/api-client';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';
import { currentMembership } from './current-membership';
import { subscriptionReply } from './subscription-reply';
import { findUnsettledWizardOrders, insertWizardOrder, lockMembershipsOf, updateWizardOrder } from './wizard-orders.repository';
import { actionPrice, membershipChange } from './wizard-plans';

type SubscriptionRequest = {
  user: { country_calling_code: string; phone: string };
  subscription: {
    plan_id: MembershipSubscriptionBody['subscription']['plan_id'];
    action: NonNullable<MembershipSubscriptionBody['subscription']['action']>;
    base_hotel_id?: number | null | undefined;
  };
};

/**
 * Membership subscription create: opens a purchase, renewal or upgrade for the signed-in guest (the user named must be
 * the session's). Nothing changes the membership until the wizard payment is paid. A second tap for the same plan and
 * action gets the same subscription back; asking for another plan closes the guest's unpaid ones first (an order
 * already at the provider stays: if it is paid after all, settling it checks the membership again).
 */
export async function openWizardSubscription(
  database: TransactionalDatabase,
  account: { userId: number; phone: string | null; countryCode: string | null },
  body: SubscriptionRequest,
  now: Date,
): Promise<MembershipSubscriptionReply> {
  if (account.phone !== body.user.phone || account.countryCode !== body.user.country_calling_code) {
    throw new ServiceError(403, 'WIZARD_USER_NOT_YOURS', 'You can only buy a membership for the account you are signed in to.');
  }
  const { plan_id: plan, action } = body.subscription;
  const baseHotelId = body.subscription.base_hotel_id ?? null;
  return database.transaction(async (tx) => {
    await lockMembershipsOf(tx, account.userId);
    const current = await currentMembership(tx, account.userId, now);
    membershipChange(plan, action, current, now);
    if (baseHotelId !== null) await assertHomeHotel(tx, baseHotelId);
    const unsettled = await findUnsettledWizardOrders(tx, account.userId);
    const same = unsettled.find((order) => order.plan === plan && order.action === action);
    if (same) {
      if (baseHotelId !== null && same.base_hotel_id !== baseHotelId)
        await tx.query(`UPDATE wizard_orders SET base_hotel_id = $2 WHERE id = $1`, [same.id, baseHotelId]);
      return { subscription: subscriptionReply({ ...same, base_hotel_id: baseHotelId ?? same.base_hotel_id }, current, now) };
    }
    for (const order of unsettled) if (order.status === 'open') await updateWizardOrder(tx, order.id, { status: 'failed' }, now);
    const order = await insertWizardOrder(tx, { userId: account.userId, plan, action, priceMinor: actionPrice(plan, action), baseHotelId }, now);
    return { subscription: subscriptionReply(order, current, now) };
  });
}

/** A member's home hotel is one of our hotels (not a holiday home): 404 otherwise. */
export async function assertHomeHotel(database: SqlClient, hotelId: number): Promise<{ id: number; name: string }> {
  const [hotel] = await database.query<{ id: number; name: string }>(
    `SELECT id, name FROM properties WHERE id = $1 AND property_type = 'hotel' AND status = 'active'`,
    [hotelId],
  );
  if (!hotel) throw new ServiceError(404, 'HOTEL_NOT_FOUND', 'We could not find that hotel. Choose one of our hotels as your home hotel.');
  return hotel;
}
