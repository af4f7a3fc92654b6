import type { WizardSubscription } from '@stays/api-client';
import type { WizardOrderRow } from './wizard-orders.repository';
import type { CurrentMembership } from './wizard-plans';
import { membershipChange } from './wizard-plans';

/** A subscription as the calls answer it, with the term it gives (or gave) the membership. */
export function subscriptionReply(
  order: WizardOrderRow,
  current: CurrentMembership | null,
  now: Date,
  term?: { startsAt: Date; endsAt: Date },
): WizardSubscription {
  const change = term ?? termOrNow(order, current, now);
  return {
    subscription_id: order.id,
    plan_id: order.plan,
    action: order.action,
    status: order.status,
    price: order.price_minor,
    coupon_code: order.coupon_code,
    coupon_discount: order.coupon_discount_minor,
    amount: order.price_minor - order.coupon_discount_minor,
    currency_code: order.currency_code,
    base_hotel_id: order.base_hotel_id,
    starts_at: change.startsAt.toISOString(),
    ends_at: change.endsAt.toISOString(),
  };
}

function termOrNow(order: WizardOrderRow, current: CurrentMembership | null, now: Date): { startsAt: Date; endsAt: Date } {
  try {
    return membershipChange(order.plan, order.action, current, now);
  } catch {
    // Settled subscriptions (or ones the membership has moved past) show the membership as it is.
    return current ? { startsAt: current.startsAt, endsAt: current.endsAt } : { startsAt: now, endsAt: now };
  }
}
