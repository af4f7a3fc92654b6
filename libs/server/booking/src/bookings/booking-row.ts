import type { RoomGuests } from '@stays/validation';

/** A booking with the property and room category it is for, as the repositories read it. */
export interface BookingRow {
  id: number;
  invoice_no: string;
  property_id: number;
  room_category_id: number;
  checkin: string;
  checkout: string;
  nights_count: number;
  rooms: number;
  guests_config: RoomGuests[];
  no_of_guest: number;
  status_key: number;
  state: string;
  payment_status_id: number;
  total_amount: number;
  slasher_amount: number | null;
  discount: number;
  /** Tax charged on top of total_amount (tax-exclusive countries); part of final_amount. */
  tax_amount: number;
  final_amount: number;
  payable_amount: number;
  amount_paid: number;
  currency_code: string;
  pay_at_hotel: boolean;
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  guest_country_code: string;
  source: string;
  /** The device role the site booked with (Consumer_Guest by default). */
  devise_role: string;
  request_type: string;
  created_at: Date;
  cancellation_reason: number | null;
  cancelled_at: Date | null;
  user_id: number | null;
  hold_expires_at: Date | null;
  /** Who made it, for the unpaid-hold limits: 'user:<id>' or 'address:<sha256>' (null: made before it was kept). */
  client_key: string | null;
  minimum_prepay_amount: number;
  coupon_code: string | null;
  coupon_discount: number;
  wizard_discount: number;
  wallet_amount: number;
  first_night_amount: number;
  cancellation_charge: number | null;
  refunded_amount: number;
  replaces_booking_id: number | null;
  /** The deal (createBooking's deal_id) and the quotation (quotation_id) that priced the booking, when one did. */
  deal_id: number | null;
  quotation_id: string | null;
  /** Meals added at booking (booking.services.meals) and their cost, and the early check-in charge: all part of total_amount. */
  meals: string[];
  meals_amount: number;
  early_checkin_amount: number;
  sub_source: string | null;
  utm_source: string | null;
  updated_at: Date;
  hotel_name: string;
  hotel_address: string;
  hotel_phone: string | null;
  hotel_checkin_time: string;
  hotel_checkout_time: string;
  hotel_type: string;
  city_id: number;
  city_name: string;
  country_name: string;
  latitude: number;
  longitude: number;
  no_foreign_guests: boolean;
  no_unmarried_couples: boolean;
  no_local_ids: boolean;
  no_postpaid: boolean;
  room_category_name: string;
  time_zone: string;
  brand_id: string;
  replaces_invoice_no: string | null;
}

export type NewBooking = Omit<
  BookingRow,
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'cancellation_reason'
  | 'cancelled_at'
  | 'cancellation_charge'
  | 'refunded_amount'
  | 'time_zone'
  | 'brand_id'
  | 'replaces_invoice_no'
  | 'hotel_name'
  | 'hotel_address'
  | 'hotel_phone'
  | 'hotel_checkin_time'
  | 'hotel_checkout_time'
  | 'hotel_type'
  | 'city_id'
  | 'city_name'
  | 'country_name'
  | 'latitude'
  | 'longitude'
  | 'no_foreign_guests'
  | 'no_unmarried_couples'
  | 'no_local_ids'
  | 'no_postpaid'
  | 'room_category_name'
>;
