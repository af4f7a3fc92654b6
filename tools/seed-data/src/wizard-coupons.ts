import { DateTime } from 'luxon';
import type { BulkColumn } from './bulk-insert';

/** A wizard membership coupon as the wizard_coupons table holds it (libs/server/db/src/schema/wizard.ts). */
export interface WizardCouponRow {
  code: string;
  percentOff: number;
  maxDiscountMinor: number | null;
  /** The plan it is for, or null for either. */
  plan: 'wizard' | 'wizard_plus' | null;
  validFrom: string;
  validUntil: string;
  active: boolean;
}

type WizardCouponSpec = Omit<WizardCouponRow, 'validFrom' | 'validUntil'> & {
  /** Days from the start date: valid from..until (until exclusive). */
  days: [number, number];
};

/**
 * The demo's wizard coupons, so validate-wizard-coupon and the membership payment have real ones to accept and to
 * refuse: one for either plan (capped), one for Wizard Plus only, one expired and one paused.
 */
const WIZARD_COUPONS: WizardCouponSpec[] = [
  { code: 'WIZARD25', percentOff: 25, maxDiscountMinor: 50_000, plan: null, active: true, days: [-30, 365] },
  { code: 'PLUSUP15', percentOff: 15, maxDiscountMinor: null, plan: 'wizard_plus', active: true, days: [-30, 365] },
  { code: 'WIZOLD10', percentOff: 10, maxDiscountMinor: null, plan: null, active: true, days: [-400, -1] },
  { code: 'WIZPAUSED', percentOff: 20, maxDiscountMinor: null, plan: null, active: false, days: [-30, 365] },
];

export function generateWizardCoupons(startDate: string): WizardCouponRow[] {
  const start = DateTime.fromISO(startDate, { zone: 'utc' });
  return WIZARD_COUPONS.map(({ days, ...coupon }) => ({
    ...coupon,
    validFrom: start.plus({ days: days[0] }).toISO() ?? '',
    validUntil: start.plus({ days: days[1] }).toISO() ?? '',
  }));
}

const col = <Row>(name: string, type: string, value: (row: Row) => unknown): BulkColumn<Row> => ({ name, type, value });

export const wizardCouponColumns: BulkColumn<WizardCouponRow>[] = [
  col('code', 'text', (r) => r.code),
  col('percent_off', 'int', (r) => r.percentOff),
  col('max_discount_minor', 'int', (r) => r.maxDiscountMinor),
  col('plan', 'text', (r) => r.plan),
  col('valid_from', 'timestamptz', (r) => r.validFrom),
  col('valid_until', 'timestamptz', (r) => r.validUntil),
  col('active', 'bool', (r) => r.active),
];
