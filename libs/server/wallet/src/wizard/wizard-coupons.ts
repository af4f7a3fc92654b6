import type { WizardPlanId } from '@stays/api-client';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { countPaidWithCoupon } from './wizard-orders.repository';

interface WizardCouponRow {
  code: string;
  percent_off: number;
  max_discount_minor: number | null;
  plan: WizardPlanId | null;
  valid_from: Date;
  valid_until: Date;
  active: boolean;
}

const NOT_VALID = (message: string) => new ServiceError(422, 'WIZARD_COUPON_INVALID', message);

/**
 * The discount a wizard coupon gives on `priceMinor` for this guest and plan, or a 422 saying why not: unknown or
 * inactive, outside its dates, for the other plan, or already used by this guest on a paid membership.
 */
export async function wizardCouponDiscount(
  database: SqlClient,
  request: { userId: number; code: string; plan: WizardPlanId; priceMinor: number },
  now: Date,
): Promise<{ code: string; discountMinor: number }> {
  const code = request.code.trim().toUpperCase();
  const [coupon] = await database.query<WizardCouponRow>(
    `SELECT code, percent_off, max_discount_minor, plan, valid_from, valid_until, active FROM wizard_coupons WHERE code = $1`,
    [code],
  );
  if (!coupon || !coupon.active) throw NOT_VALID('This coupon code is not valid.');
  if (now < new Date(coupon.valid_from) || now >= new Date(coupon.valid_until)) throw NOT_VALID('This coupon has expired.');
  if (coupon.plan !== null && coupon.plan !== request.plan) throw NOT_VALID('This coupon is not valid for this plan.');
  if ((await countPaidWithCoupon(database, request.userId, code)) > 0) throw NOT_VALID('You have already used this coupon.');
  const percent = Math.floor((request.priceMinor * coupon.percent_off) / 100);
  return { code, discountMinor: Math.min(request.priceMinor, coupon.max_discount_minor === null ? percent : Math.min(percent, coupon.max_discount_minor)) };
}
