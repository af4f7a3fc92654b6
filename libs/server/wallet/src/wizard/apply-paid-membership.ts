import { allocateWalletDebit, walletUsableMinor } from '@stays/pricing';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { insertMembership } from '../memberships/memberships.repository';
import { findWalletLots, insertWalletCredit } from '../wallet/wallet-entries.repository';
import { currentMembership } from './current-membership';
import { updateWizardOrder, type WizardOrderRow } from './wizard-orders.repository';
import { WIZARD_PLANS, membershipChange } from './wizard-plans';

export type PaidMembership = { ok: true; startsAt: Date; endsAt: Date } | { ok: false; reason: ServiceError };

/**
 * The membership a paid subscription buys, in the caller's transaction (the guest's lock held): the wallet money
 * taken from the guest's soonest-expiring lots, the membership inserted or changed, and for a purchase or renewal the
 * success benefit — 500 wallet money, credited once with the order marked paid. Nothing is written when the
 * membership no longer allows the action (another payment came first) or the wallet cannot pay its part any more:
 * the caller then closes the order and gives the gateway's money back.
 */
export async function applyPaidMembership(tx: SqlClient, order: WizardOrderRow, now: Date): Promise<PaidMembership> {
  const current = await currentMembership(tx, order.user_id, now);
  let change;
  try {
    change = membershipChange(order.plan, order.action, current, now);
  } catch (error) {
    if (error instanceof ServiceError) return { ok: false, reason: error };
    throw error;
  }
  const amount = order.price_minor - order.coupon_discount_minor;
  const lots = order.wallet_minor > 0 ? await findWalletLots(tx, order.user_id, order.currency_code, { forUpdate: true }) : [];
  const allocations = order.wallet_minor <= walletUsableMinor(amount, lots, now) ? allocateWalletDebit(lots, order.wallet_minor, now) : null;
  if (!allocations) {
    return {
      ok: false,
      reason: new ServiceError(409, 'WALLET_BALANCE_CHANGED', 'Your wallet balance has changed. Check the wallet money for your membership and pay again.'),
    };
  }
  for (const allocation of allocations) {
    await tx.query(
      `INSERT INTO wallet_entries (user_id, entry_type, amount_minor, currency_code, credit_id, reason, created_at)
       VALUES ($1, 'debit', $2, $3, $4, 'wizard_purchase', $5)`,
      [order.user_id, allocation.amountMinor, order.currency_code, allocation.creditId, now],
    );
  }
  let membershipId: number;
  if (change.kind === 'insert') {
    membershipId = await insertMembership(tx, {
      userId: order.user_id,
      plan: change.plan,
      status: 'member',
      startsAt: change.startsAt,
      endsAt: change.endsAt,
      homeHotelId: order.base_hotel_id,
    });
  } else {
    membershipId = change.membershipId;
    await tx.query(`UPDATE wizard_memberships SET plan = $2, ends_at = $3, home_hotel_id = COALESCE($4, home_hotel_id) WHERE id = $1`, [
      membershipId,
      change.plan,
      change.endsAt,
      order.base_hotel_id,
    ]);
  }
  const credit = order.action !== 'upgrade';
  if (credit) {
    await insertWalletCredit(
      tx,
      {
        userId: order.user_id,
        amountMinor: WIZARD_PLANS[order.plan].wallet_credit,
        currencyCode: order.currency_code,
        expiresAt: change.endsAt,
        reason: 'wizard_benefit',
      },
      now,
    );
  }
  await updateWizardOrder(tx, order.id, { status: 'paid', membership_id: membershipId, wallet_credited: credit, paid_at: now }, now);
  return { ok: true, startsAt: change.startsAt, endsAt: change.endsAt };
}
