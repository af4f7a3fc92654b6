import type { CouponQuote, Wallet } from '@stays/api-client';
import type { BookingFormValues } from '../components/booking-summary/use-booking-form';
import type { BookableStay } from '../utils/bookable-stay';
import { category, stay } from './fixtures';

/** Asha's contact as the form holds it, paying at the hotel. */
export const ashaValues: BookingFormValues = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  dialCode: '+91',
  phone: '9876543210',
  categoryId: 1,
  paymentMode: 'pay_at_hotel',
  onlineShare: 'full',
  partAmount: '',
  useWallet: false,
  meals: [],
  earlyCheckin: false,
};

/** WELCOME10 on two nights of the Deluxe Double. */
export const welcomeQuote: CouponQuote = {
  code: 'WELCOME10',
  description: '10% off',
  discount_type: 'percentage',
  discount_value: 10,
  currency_code: 'INR',
  price_before_coupon: 440_000,
  discount_amount: 44_000,
  price_after_coupon: 396_000,
  total_before_coupon: 492_800,
  taxes_after_coupon: 47_520,
  total_after_coupon: 443_520,
  room_category_id: 1,
};

/** A signed-in guest's wallet: ₹1,800, of which a quarter of a booking may be paid. */
export const storyWallet: Wallet = {
  userType: 'user',
  countryIsoA2Code: 'IN',
  redeemableExpirableBalance: 180_000,
  redeemableExpirableLimit: 25,
  redeemedExpirableAmount: 0,
  currencyId: 356,
  currencyCode: 'INR',
  expiring: [{ amount: 180_000, expiresAt: '2026-09-01T00:00:00.000Z' }],
};

/** A Dunelight Homes stay: the Canal House Jordaan in Amsterdam for one night, euros with tax included, paid online. */
export function amsterdamStay(): BookableStay {
  return stay({
    hotelId: 2201,
    hotelName: 'Canal House Jordaan',
    currency: 'EUR',
    checkin: '2030-06-12',
    checkout: '2030-06-13',
    nights: 1,
    rooms: 1,
    guests: 3,
    roomsConfig: '1,3,0,0,0',
    noPostpaid: true,
    countryId: 143,
    earlyCheckin: null,
    categories: [
      category({
        id: 21,
        name: 'Whole home',
        summed_final_price: 68_000,
        summed_slasher_price: null,
        discount_percentage: 0,
        tax_clusivity: 'inclusive',
        tax_info: { total_tax: 0, final_price_with_tax: 68_000 },
      }),
    ],
    selectedCategoryId: 21,
  });
}
