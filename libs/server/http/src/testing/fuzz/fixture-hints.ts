/** What the fuzz learns by making real bookings and payments before it starts: their numbers and secrets. */
export interface FuzzSeeds {
  invoiceNos: string[];
  tokens: string[];
  bookingTokens: string[];
  orderIds: string[];
  phones: string[];
  quotationIds: string[];
}

const hotels = [fixtureIds.bagaBeach, fixtureIds.goaPalms, fixtureIds.disabledHotel, fixtureIds.canalHouse, fixtureIds.villaVerde, 999_999];
const categories = [fixtureIds.bagaClassic, fixtureIds.bagaSuite, fixtureIds.palmsStandard, 1];
// The fixture's inventory covers the nights of 2026-03-10 to 2026-03-19.
const dates = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-16', '2026-03-19', '2026-03-20', '2026-04-10', '2026-03-09'];
const roomsConfigs = ['1,2,0,0,0', '1,1,0,0,0', '2,2,0,0,0,1,0,1,0', '1,2,1,1,1', '1,9,0,0,0', '4,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0'];
// Amounts in minor units: none, a little, about a stay's share and price, and far more than any stay costs.
const amounts = [0, 1, 50_000, 250_000, 1_000_000_000, 2_147_483_647];

/**
 * Values a request field of this name takes in the catalogue fixture (hotel and room ids, dates around its clock,
 * coupon codes) and in the seeds: with them generated requests get past "not found" to the code that books and pays.
 */
export function fixtureHints(seeds: FuzzSeeds): Record<string, readonly unknown[]> {
  const phones = [...seeds.phones, '9811100001', '+919876543210'];
  const invoices = [...seeds.invoiceNos, 'NIV-0000000000'];
  return {
    hotel_id: hotels,
    hotelId: hotels,
    affinity_hotel_id: hotels,
    propertyId: hotels,
    id: [...hotels, ...invoices],
    room_category_id: categories,
    category_id: categories,
    selected_rcid: categories,
    city_id: [fixtureIds.goa, fixtureIds.amsterdam, fixtureIds.newDelhi],
    locality_id: [fixtureIds.baga, fixtureIds.jordaan],
    country_id: [1, 143],
    holiday_park_id: [fixtureIds.amsterdamseBos],
    deal_id: [fixtureIds.goaDeal, fixtureIds.canalDeal, fixtureIds.expiredDeal],
    dealId: [fixtureIds.goaDeal, fixtureIds.canalDeal, fixtureIds.expiredDeal],
    dealName: ['goa-beach-escape', 'dutch-coast-break'],
    checkin: dates,
    checkout: dates,
    start_time: dates,
    end_time: dates,
    rooms_config: roomsConfigs,
    phone: phones,
    user_phone: phones,
    mobileNumber: phones,
    country_code: ['+91', '91', '+31'],
    email: ['fuzz.guest@example.com', 'meera.iyer@example.com'],
    user_email: ['fuzz.guest@example.com'],
    bookingId: invoices,
    invoice_no: invoices,
    old_invoice_no: invoices,
    token: seeds.tokens,
    bookingToken: seeds.bookingTokens,
    order_id: seeds.orderIds,
    orderId: seeds.orderIds,
    quotation_id: seeds.quotationIds,
    quotationId: seeds.quotationIds,
    code: Object.values(couponFixtureCodes),
    requested_coupon: Object.values(couponFixtureCodes),
    coupon_code: Object.values(couponFixtureCodes),
    otp: ['123456', '0000'],
    deduct_from_wallet: amounts,
    amount: amounts,
    provider: ['sandbox', 'gmail'],
    brand_name: ['nivaas', 'dunelight'],
    brandName: ['nivaas', 'dunelight'],
    query: ['goa', 'ams', 'baga'],
    slug: ['goa', 'amsterdam'],
    place: ['goa', 'amsterdam'],
    country_iso_code: ['IN', 'NL', 'in'],
    country_iso_a2_code: ['IN', 'NL'],
  };
}

import { couponFixtureCodes } from '@stays/server-offers/testing';
import { fixtureIds } from '@stays/server-catalogue/testing';
