export { recordCouponRedemption } from './coupons/coupons.repository';
export { quoteCoupon } from './coupons/quote-coupon.service';
export { validateCoupon } from './coupons/validate-coupon.service';
export { couponDiscount } from './coupons/coupon-discount.service';
export { bestPublicCoupons } from './coupons/best-public-coupon';
