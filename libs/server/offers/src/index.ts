export { recordCouponRedemption } from './coupons/coupons.repository';
export { quoteCoupon } from './coupons/quote-coupon.service';
export { validateCoupon } from './coupons/validate-coupon.service';
export { bestPublicCoupons } from './coupons/best-public-coupon';
