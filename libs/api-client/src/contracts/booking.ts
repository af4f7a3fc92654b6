import { z } from 'zod';
import { currencyCodeSchema, isoDateSchema, minorUnitsSchema, propertyTypeSchema, queryInt } from './common';
import { roomsConfigQuerySchema } from './search';

/**
 * POST /api/pwa/createBooking (guest-journey §7). Pay at hotel is a create-booking POST; the Idempotency-Key
 * header is required so a double submit books once.
 */
export const createBookingHeadersSchema = z.object({
  'idempotency-key': z.string().min(8, 'Idempotency-Key header is required (8 to 200 characters)').max(200),
});

export const createBookingBodySchema = z.object({
  user: z.object({
    /** The guest's full name as the contact form takes it. */
    first_name: z.string().max(200),
    /** Dial code of the phone, with or without its plus: '+91', '44'. */
    country_code: z.string().regex(/^\+?\d{1,4}$/, 'country_code is a dial code such as +91'),
    phone: z.string().max(20),
    email: z.string().max(320),
    devise_role: z.string().max(50).optional(),
  }),
  booking: z.object({
    hotel_id: z.number().int().positive(),
    room_category_id: z.number().int().positive(),
    checkin: isoDateSchema,
    checkout: isoDateSchema,
    /** Same form as the hotel page's query: room count, then adults, infants, children, pets per room. */
    rooms_config: roomsConfigQuerySchema.optional(),
    /** 'pay_at_hotel' books now and pays at the property; 'online' (held until paid) is not offered yet. */
    payment_mode: z.enum(['pay_at_hotel', 'online']).default('pay_at_hotel'),
    /** The guest's earlier booking when this one replaces it (request type PROPERTY_CHANGE). */
    old_invoice_no: z.string().max(40).optional(),
  }),
  source: z.string().max(50).default('Web Booking'),
});
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;
export type CreateBookingRequest = z.output<typeof createBookingBodySchema>;

export const bookingRoomSchema = z.object({
  no_of_adults: z.number().int(),
  no_of_children: z.number().int(),
  no_of_babies: z.number().int(),
  no_of_pets: z.number().int(),
});

/** A booking as the guest sees it (guest-journey §3 "Booking"), amounts in minor units of currency_code. */
export const bookingSchema = z.object({
  id: z.number().int(),
  booking_no: z.string(),
  invoice_no: z.string(),
  status_key: z.number().int(),
  state: z.enum(['confirmed', 'completed', 'cancelled', 'requested', 'saved']),
  display_status: z.enum(['cancelled', 'checked-out', 'checked-in', 'saved', 'confirmed', 'unprocessed', 'requested']),
  get_payment_status_id: z.number().int(),
  cancellable: z.boolean(),
  payable: z.boolean(),
  pay_at_hotel: z.boolean(),
  total_amount: minorUnitsSchema,
  slasher_amount: minorUnitsSchema.nullable(),
  discount: minorUnitsSchema,
  final_amount: minorUnitsSchema,
  payable_amount: minorUnitsSchema,
  get_amount_paid: minorUnitsSchema,
  currency_code: currencyCodeSchema,
  currency_symbol: z.string(),
  available_payment_modes: z.array(z.string()),
  hotel: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    city_id: z.number().int(),
    country_name: z.string(),
    hotel_type: propertyTypeSchema,
    latitude: z.number(),
    longitude: z.number(),
    restrictions: z.array(z.string()),
  }),
  room_category: z.object({ id: z.number().int(), name: z.string() }),
  guest: z.object({ name: z.string(), email: z.string(), phone: z.string(), guest_country_code: z.string() }),
  booking_rooms: z.array(bookingRoomSchema),
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  nights_count: z.number().int(),
  no_of_guest: z.number().int(),
  source: z.string(),
  request_type: z.enum(['NEW', 'PROPERTY_CHANGE', 'DATE_CHANGE']),
  created_at: z.string(),
  cancellation_reason: z.number().int().nullable(),
  cancelled_at: z.string().nullable(),
  /** Opens this booking without the phone: /booking/{invoice_no}?token=… */
  token: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** GET /api/pwa/booking/:bookingId — by the guest's phone (phone or mobileNumber) or by the booking's token. */
export const bookingParamsSchema = z.object({ bookingId: z.string().min(1).max(40) });
export const bookingQuerySchema = z.object({
  phone: z.string().max(20).optional(),
  mobileNumber: z.string().max(20).optional(),
  /** Dial code of the phone; '+91'/'91' applies India's 9-or-10-digit lookup rule. */
  country_code: z.string().max(5).optional(),
  token: z.string().max(100).optional(),
});
export type BookingQuery = z.input<typeof bookingQuerySchema>;

/** PATCH /api/pwa/bookingcancellation (guest-journey §7). */
export const bookingCancellationBodySchema = z.object({
  booking: z.object({ id: z.string().min(1).max(40), status: z.literal('cancelled') }),
  user_phone: z.string().min(1).max(20),
  source: z.string().max(50).default('Web Booking'),
  code: z.string().max(50).optional(),
  cancellation_reason: queryInt.min(0).max(999),
});
export type BookingCancellationBody = z.input<typeof bookingCancellationBodySchema>;
export type BookingCancellationRequest = z.output<typeof bookingCancellationBodySchema>;
