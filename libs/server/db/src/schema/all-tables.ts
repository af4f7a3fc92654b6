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
import { bookingExtraCharges, bookingMeals, fraudVerdicts, stayFeedback, widgetFeedback } from './booking-checks';
import { analyticsEvents, clientLogs } from './analytics';
import { staffRoles } from './staff';
import { autocompleteFeedback, wishlistItems, wishlists } from './wishlists';
import { walletEntries, wizardMemberships } from './wallet';
import { helpIssues, helpUploads } from './help';
import { referralCodes, referralRewards, referrals } from './referrals';
import { wizardCoupons, wizardOrders } from './wizard';
import { donations, gameScores, newsletterSubscriptions, onlineCheckins } from './engagement';
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
  bookingMeals,
  stayFeedback,
  widgetFeedback,
  wishlists,
  wishlistItems,
  autocompleteFeedback,
  walletEntries,
  wizardMemberships,
  helpIssues,
  helpUploads,
  referralCodes,
  referrals,
  referralRewards,
  wizardOrders,
  wizardCoupons,
  donations,
  newsletterSubscriptions,
  onlineCheckins,
  gameScores,
  analyticsEvents,
  clientLogs,
  staffRoles,
};
