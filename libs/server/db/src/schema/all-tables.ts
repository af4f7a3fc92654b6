import { amenities, holidayParks, properties, propertyAmenities, propertyImages, propertyTags, reviews, tags } from './properties';
import { cities, countries, localities } from './geography';
import { roomCategories, roomNightWindows, roomNights } from './inventory';
import { catalogueChanges } from './catalogue-changes';
import { bookings } from './bookings';
import { idempotencyKeys } from './idempotency-keys';
import { outboxMessages } from './outbox';
import { paymentEvents, paymentOrders, paymentRefunds, sandboxPaymentOrders, savedCards } from './payments';
import { couponRedemptions, coupons } from './offers';
import { dealProperties, deals } from './deals';
import { quotations } from './quotations';
import { bookingExtraCharges, fraudVerdicts } from './booking-checks';
import { autocompleteFeedback, wishlistItems, wishlists } from './wishlists';
import { walletEntries, wizardMemberships } from './wallet';
import { oauthIdentities, oauthStates, otpCodes, passwordResets, rateLimitBuckets, sessions, users } from './accounts';

/** Every table, as drizzle's relational query builder wants them. */
export const schema = {
  countries,
  cities,
  localities,
  tags,
  amenities,
  holidayParks,
  properties,
  propertyTags,
  propertyAmenities,
  propertyImages,
  roomCategories,
  roomNights,
  roomNightWindows,
  catalogueChanges,
  reviews,
  bookings,
  idempotencyKeys,
  outboxMessages,
  users,
  sessions,
  otpCodes,
  passwordResets,
  oauthStates,
  oauthIdentities,
  rateLimitBuckets,
  paymentOrders,
  paymentEvents,
  paymentRefunds,
  savedCards,
  sandboxPaymentOrders,
  coupons,
  couponRedemptions,
  deals,
  dealProperties,
  quotations,
  fraudVerdicts,
  bookingExtraCharges,
  wishlists,
  wishlistItems,
  autocompleteFeedback,
  walletEntries,
  wizardMemberships,
};
