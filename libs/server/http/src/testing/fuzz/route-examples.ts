import {
  accountRoutes,
  analyticsRoutes,
  clientLogRoutes,
  apiRoutes,
  bookingModificationRoutes,
  bookingRoutes,
  engagementRoutes,
  paymentRoutes,
  placeRoutes,
  walletRoutes,
  wishlistRoutes,
} from '@stays/api-client';
import type { FuzzSeeds } from './fixture-hints';
import type { RouteExample } from './mutate-example';
import { bookingBody } from '@stays/server-booking/testing';
import { fixtureIds } from '@stays/server-catalogue/testing';

const stay = { checkin: '2026-03-12', checkout: '2026-03-14' };
const stayQuery = { available_room_count: { ...stay, min_count: 1 }, rooms_config: '1,2,0,0,0' };
const hotel = { hotel_id: fixtureIds.bagaBeach, room_category_id: fixtureIds.bagaClassic };
const phone = { phone: '9811100001', country_code: '+91' };
const token30 = 't'.repeat(30);

/**
 * A request each route answers with success (or would, with the right secret), keyed `METHOD path`: the fuzz starts
 * from these and changes a few fields, so that it reaches the code behind the validation.
 */
export function routeExamples(seeds: FuzzSeeds): Record<string, readonly RouteExample[]> {
  const [invoice = 'NIV-0000000000', onlineInvoice = invoice] = seeds.invoiceNos;
  const [token = '', onlineToken = token] = seeds.tokens;
  const [bookingToken = '', onlineBookingToken = bookingToken] = seeds.bookingTokens;
  const orderId = seeds.orderIds[0] ?? 'order';
  const quotationId = seeds.quotationIds[0] ?? 'q'.repeat(24);
  const proof = [{ user_phone: '9811100001' }, { token }];
  return {
    [`GET ${apiRoutes.propertyImage}`]: [{ params: { propertyId: fixtureIds.bagaBeach, index: '1.svg' } }],
    [`GET ${apiRoutes.cities}`]: [{ query: { country_id: 1 } }, { query: { slug: 'goa' } }],
    [`GET ${apiRoutes.geographies}`]: [{ query: { place: 'baga-goa', tags: 'beach,family' } }, { query: { locality_id: fixtureIds.baga } }],
    [`GET ${apiRoutes.autocomplete}`]: [{ query: { query: 'goa', brandName: 'nivaas', region: 1 } }],
    [`GET ${apiRoutes.search}`]: searchExamples(),
    [`GET ${placeRoutes.autocompleteDetails}`]: [{ query: { id: 'locality-1', brandName: 'nivaas' } }, { query: { id: 'collection-silverkey' } }],
    [`GET ${placeRoutes.latLongByPlaceId}`]: [{ query: { id: 'city-1', search_data_source: 'GOOGLE' } }],
    [`GET ${placeRoutes.nearbyPlaces}`]: [{ query: { hotel_id: fixtureIds.bagaBeach, radius_km: 25, limit: 10 } }],
    [`GET ${placeRoutes.nearbyThings}`]: [{ query: { lat: 15.49, lng: 73.83, radius_km: 15, brand_name: 'nivaas' } }],
    [`GET ${placeRoutes.allCities}`]: [{ query: { brand_name: 'dunelight', country_id: 143 } }],
    [`GET ${placeRoutes.allCountries}`]: [{ query: { brand_name: 'nivaas' } }],
    [`GET ${apiRoutes.searchMap}`]: searchExamples(),
    [`GET ${apiRoutes.hotelDetails}`]: [
      { params: { hotelId: fixtureIds.bagaBeach }, query: { ...stayQuery, selected_rcid: fixtureIds.bagaClassic } },
      { params: { hotelId: fixtureIds.bagaBeach }, query: { open_search: 'true', rooms_config: '2,2,0,0,0,1,0,1,0' } },
      { params: { hotelId: fixtureIds.bagaBeach }, query: { ...stayQuery, deal_id: fixtureIds.goaDeal } },
      { params: { hotelId: fixtureIds.bagaBeach }, query: { ...stayQuery, quotation_id: quotationId } },
    ],
    [`GET ${apiRoutes.availability}`]: [
      {
        query: { hotel_id: fixtureIds.bagaBeach, ...stay, rooms_config: '1,2,0,0,0', requested_coupon: 'WELCOME10', filters: { all_room_categories: 'true' } },
      },
      { query: { request_type: 'calendar_view', hotel_id: fixtureIds.bagaBeach, start_time: '2026-03-01', end_time: '2026-05-31', selected_rcid: 1 } },
    ],
    [`GET ${apiRoutes.similarHotels}`]: [
      {
        query: {
          available_room_count: { ...stay, min_count: 1 },
          filters: { affinity_hotel_id: fixtureIds.bagaBeach, coordinates: { lat: 15.55, lng: 73.75 } },
        },
      },
    ],
    [`GET ${apiRoutes.hotelReviews}`]: [{ params: { hotelId: fixtureIds.bagaBeach }, query: { review_type: 1, batch: { count: 10, offset: 0 } } }],
    [`GET ${apiRoutes.tooltipInfo}`]: [{ params: { hotelId: fixtureIds.bagaBeach }, query: { category_id: fixtureIds.bagaClassic } }],
    [`GET ${apiRoutes.hotelOneLinerInfo}`]: [{ params: { id: fixtureIds.bagaBeach } }],
    [`GET ${apiRoutes.dealInfo}`]: [{ params: { dealId: fixtureIds.goaDeal }, query: { brand_name: 'nivaas' } }],
    [`GET ${apiRoutes.dealByName}`]: [{ params: { dealName: 'goa-beach-escape' }, query: { brand_name: 'nivaas' } }],
    [`GET ${apiRoutes.sitemapHotels}`]: [{ query: { brand_name: 'dunelight', country_id: 143, offset: 0, limit: 100 } }],
    [`GET ${apiRoutes.sitemapPlaces}`]: [{ query: { brand_name: 'nivaas' } }, { query: { brand_name: 'dunelight', country_id: 143 } }],
    [`POST ${apiRoutes.validateCoupon}`]: [{ body: { code: 'WELCOME10', ...hotel, ...stay, rooms_config: '1,2,0,0,0' } }],
    [`POST ${bookingRoutes.quotations}`]: [{ body: { ...hotel, ...stay, rooms_config: '1,2,0,0,0' } }],
    [`GET ${bookingRoutes.quotation}`]: [{ params: { quotationId } }],
    [`GET ${walletRoutes.wallet}`]: [{ query: { country_iso_a2_code: 'IN', user_type: 'user' } }],
    [`GET ${walletRoutes.walletTransactions}`]: [{ query: { country_iso_a2_code: 'IN', user_type: 'user', count: 10 } }],
    [`GET ${walletRoutes.wizardStatus}`]: [{ query: { country_code: '+91', phone: '9811100001' } }],
    [`POST ${bookingRoutes.createBooking}`]: createBookingExamples(invoice),
    [`GET ${bookingRoutes.booking}`]: proof.map((query) => ({
      params: { bookingId: invoice },
      query: 'token' in query ? query : { phone: '9811100001', country_code: '+91' },
    })),
    [`PATCH ${bookingRoutes.bookingCancellation}`]: [
      { body: { booking: { id: invoice, status: 'cancelled' }, user_phone: '9811100001', cancellation_reason: 1 } },
    ],
    [`GET ${bookingRoutes.cancellationCharge}`]: proof.map((query) => ({ params: { bookingId: invoice }, query })),
    [`POST ${bookingRoutes.estimateCharge}`]: proof.map((query) => ({
      params: { bookingId: invoice },
      body: { checkin: '2026-03-15', checkout: '2026-03-17', room_category_id: fixtureIds.bagaSuite, ...query },
    })),
    [`GET ${bookingRoutes.bookings}`]: [{ query: { filters: { status: '0,1,3,4,13' }, batch: { count: 20, offset: 0 }, sort: 'closest' } }],
    [`PUT ${bookingModificationRoutes.modifyBooking}`]: proof.map((query) => ({
      params: { bookingId: invoice },
      body: { ...query, guest: { name: 'Asha Verma', email: 'asha@example.com' }, checkin: '2026-03-15', checkout: '2026-03-17', guests_config: '1,2,0,0,0' },
    })),
    [`PUT ${bookingModificationRoutes.updateBooking}`]: [
      {
        params: { invoiceNo: invoice },
        body: { user_id: 1, website: 'localhost', guest: { name: 'Asha Verma' }, checkin: '2026-03-15', checkout: '2026-03-17' },
      },
    ],
    [`POST ${bookingModificationRoutes.bookingModification}`]: proof.map((query) => ({
      body: { requestType: 'DATE_CHANGE', old_invoice_no: invoice, ...stay, room_category_id: fixtureIds.bagaSuite, guests_config: '1,3,0,0,0', ...query },
    })),
    [`POST ${bookingModificationRoutes.validateCouponDiscount}`]: [{ body: { code: 'WELCOME10', ...hotel, ...stay, rooms_config: '1,2,0,0,0' } }],
    [`POST ${bookingModificationRoutes.fraudDetection}`]: [{ body: { ...phone, device_id: 'fuzz-device-0001', invoice_no: invoice, billing_country: 'IN' } }],
    [`POST ${bookingModificationRoutes.extraAmount}`]: proof.map((query) => ({
      body: { invoice_no: invoice, reason: 'extra_guest', extra_adults: 1, extra_children: 1, ...query },
    })),
    [`GET ${paymentRoutes.bookingPaid}`]: [{ query: { bookingToken: onlineBookingToken } }],
    [`GET ${paymentRoutes.orderPaid}`]: [{ query: { order_id: orderId, bookingToken: onlineBookingToken } }],
    [`POST ${paymentRoutes.createTransaction}`]: [
      { body: { invoice_no: onlineInvoice, token: onlineToken, transaction: { amount: 100_000 }, return_url: '/booking-paid' } },
    ],
    [`POST ${paymentRoutes.saveCard}`]: [{ params: { bookingId: invoice }, body: { invoice_no: invoice, user_phone: '9811100001', amount: 0 } }],
    [`GET ${paymentRoutes.saveCardReturn}`]: [{ query: { bookingToken, order_id: orderId } }],
    [`GET ${paymentRoutes.paymentOptions}`]: [
      { query: { hotel_id: fixtureIds.bagaBeach, rooms: 2, coupon_code: 'WELCOME10', version: 3 } },
      { query: { booking_id: onlineInvoice, token: onlineToken, additional_fields: 'payment_modes' } },
    ],
    [`POST ${paymentRoutes.createOrder}`]: [{ body: { bookingToken: onlineBookingToken, ovh_domain: 'localhost', return_url: '/booking-paid' } }],
    [`POST ${paymentRoutes.payAtHotel}`]: [{ body: { invoice_no: onlineInvoice, token: onlineToken } }],
    [`DELETE ${paymentRoutes.removeCard}`]: [{ body: { invoice_no: invoice, card_id: 1, user_phone: '9811100001' } }, { body: { card_id: 1 } }],
    [`GET ${engagementRoutes.donate}`]: [{ query: { currency_code: 'INR' } }],
    [`POST ${engagementRoutes.donate}`]: [{ body: { client_key: 'fuzz-donation-form-0001', amount: 50_000, currency_code: 'INR', donor_name: 'Meera' } }],
    [`POST ${engagementRoutes.verifyDonation}`]: [{ body: { order_id: orderId } }],
    [`GET ${engagementRoutes.newsletterSignout}`]: [{ query: { u: 1, sig: 'a'.repeat(64) } }],
    [`POST ${engagementRoutes.newsletterSignout}`]: [{ body: { u: 1, sig: 'a'.repeat(64) } }],
    [`GET ${engagementRoutes.onlineCheckin}`]: [{ params: { bookingId: invoice } }],
    [`POST ${engagementRoutes.onlineCheckin}`]: [
      {
        params: { bookingId: invoice },
        body: { arrival_time: '14:00', guests: [{ name: 'Asha Verma', nationality: 'in', id_type: 'aadhaar', id_number: '123456789012' }] },
      },
    ],
    [`GET ${engagementRoutes.games}`]: [{ query: { category: 'heritage' } }],
    [`POST ${engagementRoutes.gamePlay}`]: [{ params: { category: 'beaches' }, body: { answers: { b1: 1 } } }],
    [`POST ${paymentRoutes.accountSaveCard}`]: [{ body: { currency_code: 'INR' } }],
    [`GET ${paymentRoutes.accountSaveCardReturn}`]: [{ query: { order_id: orderId } }],
    [`POST ${accountRoutes.generateByPhone}`]: [{ body: { ...phone, nod: 6, send_otp: true } }],
    [`POST ${accountRoutes.generateOtp}`]: [{ body: { ...phone } }],
    [`POST ${accountRoutes.generateByUserId}`]: [{ body: { user_id: 1 } }],
    [`POST ${accountRoutes.userSignIn}`]: [{ body: { ...phone, otp: '123456' } }, { body: { email: 'fuzz.1@example.com', password: 'stays-demo-2026' } }],
    [`POST ${accountRoutes.userSignUp}`]: [
      { body: { phone: '9811100009', code: '123456', name: 'Asha Verma', country_code: '+91', email: 'asha.fuzz@example.com', password: 'long-enough-1' } },
      { body: { phone_verification_token: token30, first_name: 'Asha', last_name: 'Verma', country_iso_code: 'IN' } },
    ],
    [`POST ${accountRoutes.updateUserProfile}`]: [
      {
        body: {
          name: 'Asha Verma',
          email: 'asha.new@example.com',
          title: 'Ms',
          street_name: 'Beach Road',
          zip_code: '403516',
          city: 'Goa',
          gdpr_consent: true,
        },
      },
    ],
    [`POST ${accountRoutes.deleteAccount}`]: [{ body: { confirm: true, reason: 'moving on' } }],
    [`POST ${accountRoutes.forgotPassword}`]: [{ body: { user_email: 'fuzz.1@example.com' } }],
    [`POST ${accountRoutes.resetPassword}`]: [{ body: { password: 'long-enough-2', reset_password_token: token30, email: 'fuzz.1@example.com' } }],
    [`GET ${accountRoutes.slOauth}`]: [{ params: { provider: 'gmail' }, query: { retUrl: '/account', mode: 'consumer' } }],
    [`POST ${accountRoutes.slVerify}`]: [{ body: { provider: 'gmail', code: 'code', state: 'state' } }],
    [`POST ${accountRoutes.authenticate}`]: [
      { body: { ...phone, otp: '123456', check_verified: true } },
      { body: { email: 'fuzz.1@example.com', password: 'stays-demo-2026', mask_data: true } },
      { body: { phone_verification_token: token30 } },
    ],
    [`POST ${accountRoutes.generateEmailOtp}`]: [{ body: { email: 'asha.otp@example.com' } }],
    [`POST ${accountRoutes.verification}`]: [
      { body: { email_verification_token: token30, otp: '123456' } },
      { body: { phone_verification_token: token30, user_id: 1 } },
    ],
    [`POST ${accountRoutes.generateSignUpEmailOtp}`]: [{ body: { email: 'asha.signup@example.com' } }],
    [`POST ${accountRoutes.verifySignUpEmailOtp}`]: [{ body: { email_verification_token: token30, otp: '123456' } }],
    [`GET ${accountRoutes.onboarding}`]: [{ query: { country_iso_code: 'IN', mode: 'consumer', phone_country_iso_code: 'NL' } }],
    [`POST ${wishlistRoutes.shortlistHotel}`]: [{ body: { hotel_id: fixtureIds.bagaBeach, action: 'add' } }],
    [`GET ${wishlistRoutes.sharedWishlist}`]: [{ params: { wishlistCode: 'w'.repeat(20) } }],
    [`POST ${wishlistRoutes.autocompleteFeedback}`]: [
      { body: { query: 'goa', suggestion_id: 'city-1', suggestion_type: 'city', position: 0, brand_name: 'nivaas', userId: 'device-1', device: 'mobile' } },
    ],
    [`GET ${accountRoutes.devOutbox}`]: [{ query: { to: '+919811100001' } }],
    [`GET ${analyticsRoutes.consentInfo}`]: [{ query: { country_code: 'nl' } }],
    [`POST ${analyticsRoutes.sendData}`]: [
      {
        body: {
          events: [
            {
              name: 'page_view',
              page_type: 'Home Page',
              brand: 'dunelight',
              country: 'nl',
              route: '/',
              session_id: 'session-fuzz-1',
              occurred_at: '2026-03-12T10:00:00.000Z',
              payload: { search_type: 'closed' },
            },
          ],
        },
      },
    ],
    [`POST ${clientLogRoutes.clientLogs}`]: [
      {
        body: {
          entries: [
            {
              level: 'error',
              message: 'TypeError: Cannot read properties of undefined',
              stack: 'TypeError: Cannot read properties of undefined\n    at render (/assets/HotelPage.js:1:200)',
              route: '/1-baga-beach-resort',
              page_type: 'Hotel Page',
              brand: 'nivaas',
              release: 'build-1',
              device_id: 'device-fuzz-1',
              occurred_at: '2026-03-12T10:00:00.000Z',
            },
          ],
        },
      },
    ],
    [`GET ${analyticsRoutes.devEvents}`]: [{ query: { session_id: 'session-fuzz-1' } }],
    [`GET ${paymentRoutes.sandboxPay}`]: [{ params: { orderId } }],
  };
}

function searchExamples(): RouteExample[] {
  return [
    { query: { filters: { city_id: fixtureIds.goa }, ...stayQuery, format_response: { batch_count: 20, offset: 0, sort_params: 'price_low_to_high' } } },
    {
      query: {
        filters: { city_id: fixtureIds.goa, price: { min: 0, max: 500_000 }, amenities: '1,2', rating: { min: 3 } },
        open_search: 'true',
        rooms_config: '1,2,0,0,0',
      },
    },
    { query: { search_type: 'holiday_park', filters: { holiday_park_id: fixtureIds.amsterdamseBos }, ...stayQuery, flexible_days_count: 2 } },
    {
      query: {
        search_type: 'locations',
        coordinates: { latitude: 15.55, longitude: 73.75, radius_km: 25 },
        ...stayQuery,
        format_response: { sort_params: 'distance' },
      },
    },
    { query: { search_type: 'tag', filters: { country_id: 1, tag_ids: '1,2', guest_count: { min: 2 }, number_of_pets: { min: 1 } }, ...stayQuery } },
  ];
}

function createBookingExamples(invoice: string): RouteExample[] {
  return [
    { body: bookingBody({ ...stay }) },
    { body: bookingBody({ ...stay, payment_mode: 'online' }) },
    { body: { ...bookingBody({ ...stay }), payments: { deduct_from_wallet: 20_000 } } },
    { body: { ...bookingBody({ ...stay, rooms_config: '2,2,0,0,0,1,0,1,0', coupon_code: 'WELCOME10' }), payments: { deduct_from_wallet: 20_000 } } },
    {
      body: {
        ...bookingBody({ ...stay, payment_mode: 'online' }),
        payments: { from_payment_method: { amount: 100_000 }, deduct_from_wallet: 1_000 },
        return_url: '/booking-paid',
      },
    },
    { body: bookingBody({ ...stay, deal_id: fixtureIds.goaDeal }) },
    { body: { ...bookingBody({ ...stay, old_invoice_no: invoice }), request_type: 'PROPERTY_CHANGE' } },
    {
      body: {
        ...bookingBody({ ...stay }),
        request_type: 'REBOOKING',
        re_booking: { requestType: 'DATE_CHANGE', old_invoice_no: invoice, checkin: '2026-03-15', checkout: '2026-03-16', user_phone: '9811100001' },
      },
    },
  ];
}
