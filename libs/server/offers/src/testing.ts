// Test support of @stays/server-offers: never imported by production code.
export { insertCouponFixture, couponFixtureCodes } from './testing/coupon-fixture';
