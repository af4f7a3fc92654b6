export { couponDiscountMinor, couponRefusal, type CouponRefusal, type CouponRefusalCode, type CouponRow, type CouponUse } from './coupons/coupon-rules';
export { countCouponUses, findCouponByCode, lockCouponGuest, recordCouponRedemption } from './coupons/coupons.repository';
export { quoteCoupon, type CouponQuoteRequest, type QuoteCouponOptions, type QuotedCoupon } from './coupons/quote-coupon.service';
export { validateCoupon } from './coupons/validate-coupon.service';
