import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A guest's account (accounts-commerce §3 User). Phone is kept as national digits beside its plus-prefixed
 * country code; e-mail lowercased. A deleted account keeps its row (bookings point at guests, not users) with
 * every personal field wiped and deleted_at set.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code'),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** When the address was last proven (a code, the e-mailed link or a provider); NULL while it is not verified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title'),
    /** scrypt$N$r$p$salt$hash; NULL for an account that signs in only by OTP or a social provider. */
    passwordHash: text('password_hash'),
    userStatus: text('user_status').notNull().default('NEW'),
    gdprConsent: boolean('gdpr_consent').notNull().default(false),
    streetName: text('street_name'),
    streetNo: text('street_no'),
    zipCode: text('zip_code'),
    city: text('city'),
    countryName: text('country_name'),
    /** consumer, travel_agent or corporate: which login entry page the account belongs to. */
    accountType: text('account_type').notNull().default('consumer'),
    /** e.g. CorporateAdmin (accounts-commerce §6). */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_phone_unique')
      .on(table.countryCode, table.phone)
      .where(sql`${table.phone} IS NOT NULL`),
    uniqueIndex('users_email_unique')
      .on(table.email)
      .where(sql`${table.email} IS NOT NULL`),
    check('users_status_check', sql`${table.userStatus} IN ('VERIFIED', 'UNVERIFIED', 'NEW')`),
    check('users_account_type_check', sql`${table.accountType} IN ('consumer', 'travel_agent', 'corporate')`),
  ],
);

/** A signed-in browser. Only the SHA-256 of the session token is stored: a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    /** The login entry page signed in on (accounts-commerce §2): consumer, travel_agent or corporate. */
    mode: text('mode').notNull().default('consumer'),
    /** The device role the site sent (accounts-commerce §6: from the microsite config, Consumer_Guest by default). */
    deviseRole: text('devise_role').notNull().default('Consumer_Guest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), check('sessions_mode_check', sql`${table.mode} IN ('consumer', 'travel_agent', 'corporate')`)],
);

/** One phone OTP sent by SMS: HMAC of the code only, short-lived, single use, a few attempts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('otp_codes_phone_idx').on(table.countryCode, table.phone, table.createdAt)],
);

/** Single-use, expiring tokens sent by e-mail: password reset links and e-mail verification links. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('reset_password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('password_resets_user_idx').on(table.userId),
    check('password_resets_purpose_check', sql`${table.purpose} IN ('reset_password', 'verify_email')`),
  ],
);

/**
 * A contact proven by a code, for the next step of the new sign-in flow (accounts-commerce §4): a phone whose OTP
 * was right but has no account yet (phone_verification_token, used by sign-up or the link step), or an e-mail
 * address with the six-digit code e-mailed to it (email_verification_token): one a signed-in guest adds (user_id
 * set), or one a guest proves before signing up (user_id NULL; the right code answers a second row without a
 * code_hash, the proven address that sign-up uses). Only the SHA-256 of the token and the HMAC of the code are
 * kept; single use, short-lived.
 */
export const contactVerifications = pgTable(
  'contact_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    channel: text('channel').notNull(),
    countryCode: text('country_code'),
    phone: text('phone'),
    email: text('email'),
    /** The signed-in guest who asked (e-mail codes); NULL for a phone proven before any account exists. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('contact_verifications_user_idx').on(table.userId),
    check('contact_verifications_channel_check', sql`${table.channel} IN ('phone', 'email')`),
    check(
      'contact_verifications_contact_check',
      sql`(${table.channel} = 'phone' AND ${table.phone} IS NOT NULL) OR (${table.channel} = 'email' AND ${table.email} IS NOT NULL)`,
    ),
  ],
);

/** An OAuth/OIDC authorization in flight: state (hashed), PKCE verifier, nonce and where to go back to. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnUrl: text('return_url'),
  /** The login entry page the sign-in started on (consumer, travel_agent, corporate) and the site's device role. */
  mode: text('mode').notNull().default('consumer'),
  deviseRole: text('devise_role').notNull().default('Consumer_Guest'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A social account (provider + its subject) linked to one of our users. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('oauth_identities_provider_subject_unique').on(table.provider, table.subject), index('oauth_identities_user_idx').on(table.userId)],
);

/**
 * Fixed-window counters of the rate limits, in the database so every API process counts the same attempts.
 * key = rule + subject (a phone, an account, an address).
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
