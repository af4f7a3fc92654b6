import { DateTime } from 'luxon';
import type { BulkColumn } from './bulk-insert';
import type { CountryRow } from './rows';

/** A coupon as the coupons table holds it (libs/server/db/src/schema/offers.ts). */
export interface CouponRow {
  id: number;
  code: string;
  description: string;
  discountType: 'percentage' | 'flat';
  discountValue: number;
  maxDiscountMinor: number | null;
  currencyCode: string | null;
  minAmountMinor: number;
  validFrom: string;
  validUntil: string;
  perUserLimit: number;
  brandId: string | null;
  countryId: number | null;
  active: boolean;
}

type CouponSpec = Omit<CouponRow, 'id' | 'validFrom' | 'validUntil' | 'countryId'> & {
  countryCode: string | null;
  /** Days from the start date: valid from..until (until exclusive). */
  days: [number, number];
};

/**
 * The guest-facing coupons of both brands: percentage (some capped) and flat, minimum amounts, per-user limits,
 * brand and country scope, one expired and one paused, valid around the seed's start date. The same for every size.
 */
const COUPONS: CouponSpec[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first Nivaas stay, up to ₹1,500',
    discountType: 'percentage',
    discountValue: 10,
    maxDiscountMinor: 150_000,
    currencyCode: 'INR',
    minAmountMinor: 0,
    perUserLimit: 1,
    brandId: 'nivaas',
    countryCode: 'in',
    active: true,
    days: [-30, 365],
  },
  {
    code: 'FLAT500',
    description: '₹500 off Nivaas stays of ₹3,000 or more',
    discountType: 'flat',
    discountValue: 50_000,
    maxDiscountMinor: null,
    currencyCode: 'INR',
    minAmountMinor: 300_000,
    perUserLimit: 2,
    brandId: 'nivaas',
    countryCode: 'in',
    active: true,
    days: [-30, 365],
  },
  {
    code: 'STAYLONGER',
    description: '15% off Nivaas stays of ₹10,000 or more, up to ₹3,000',
    discountType: 'percentage',
    discountValue: 15,
    maxDiscountMinor: 300_000,
    currencyCode: 'INR',
    minAmountMinor: 1_000_000,
    perUserLimit: 3,
    brandId: 'nivaas',
    countryCode: 'in',
    active: true,
    days: [-30, 365],
  },
  {
    code: 'HOMES10',
    description: '10% off your first Dunelight home',
    discountType: 'percentage',
    discountValue: 10,
    maxDiscountMinor: null,
    currencyCode: null,
    minAmountMinor: 0,
    perUserLimit: 1,
    brandId: 'dunelight',
    countryCode: null,
    active: true,
    days: [-30, 365],
  },
  {
    code: 'DUNES15',
    description: '15% off holiday homes in the Netherlands',
    discountType: 'percentage',
    discountValue: 15,
    maxDiscountMinor: null,
    currencyCode: 'EUR',
    minAmountMinor: 0,
    perUserLimit: 1,
    brandId: 'dunelight',
    countryCode: 'nl',
    active: true,
    days: [-30, 365],
  },
  {
    code: 'UKBREAK20',
    description: '£20 off UK homes for stays of £150 or more',
    discountType: 'flat',
    discountValue: 2_000,
    maxDiscountMinor: null,
    currencyCode: 'GBP',
    minAmountMinor: 15_000,
    perUserLimit: 2,
    brandId: 'dunelight',
    countryCode: 'gb',
    active: true,
    days: [-30, 365],
  },
  {
    code: 'VILLA12',
    description: '12% off Dunelight homes in India, up to ₹2,500',
    discountType: 'percentage',
    discountValue: 12,
    maxDiscountMinor: 250_000,
    currencyCode: 'INR',
    minAmountMinor: 0,
    perUserLimit: 1,
    brandId: 'dunelight-in',
    countryCode: 'in',
    active: true,
    days: [-30, 365],
  },
  {
    code: 'MONSOON25',
    description: '25% off, last season',
    discountType: 'percentage',
    discountValue: 25,
    maxDiscountMinor: null,
    currencyCode: null,
    minAmountMinor: 0,
    perUserLimit: 1,
    brandId: null,
    countryCode: null,
    active: true,
    days: [-200, -1],
  },
  {
    code: 'PAUSED5',
    description: '5% off, paused',
    discountType: 'percentage',
    discountValue: 5,
    maxDiscountMinor: null,
    currencyCode: null,
    minAmountMinor: 0,
    perUserLimit: 1,
    brandId: null,
    countryCode: null,
    active: false,
    days: [-30, 365],
  },
];

export function generateCoupons(startDate: string, countries: readonly CountryRow[]): CouponRow[] {
  const start = DateTime.fromISO(startDate, { zone: 'utc' });
  return COUPONS.map(({ countryCode, days, ...coupon }, index) => {
    const country = countryCode === null ? null : countries.find((candidate) => candidate.code === countryCode);
    if (country === undefined) throw new Error(`coupon ${coupon.code}: no country ${countryCode}`);
    return {
      ...coupon,
      id: index + 1,
      countryId: country?.id ?? null,
      validFrom: start.plus({ days: days[0] }).toISO() ?? '',
      validUntil: start.plus({ days: days[1] }).toISO() ?? '',
    };
  });
}

const col = <Row>(name: string, type: string, value: (row: Row) => unknown): BulkColumn<Row> => ({ name, type, value });

export const couponColumns: BulkColumn<CouponRow>[] = [
  col('id', 'int', (r) => r.id),
  col('code', 'text', (r) => r.code),
  col('description', 'text', (r) => r.description),
  col('discount_type', 'text', (r) => r.discountType),
  col('discount_value', 'int', (r) => r.discountValue),
  col('max_discount_minor', 'int', (r) => r.maxDiscountMinor),
  col('currency_code', 'text', (r) => r.currencyCode),
  col('min_amount_minor', 'int', (r) => r.minAmountMinor),
  col('valid_from', 'timestamptz', (r) => r.validFrom),
  col('valid_until', 'timestamptz', (r) => r.validUntil),
  col('per_user_limit', 'int', (r) => r.perUserLimit),
  col('brand_id', 'text', (r) => r.brandId),
  col('country_id', 'int', (r) => r.countryId),
  col('active', 'bool', (r) => r.active),
];
