import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config libs/server/db/drizzle.config.ts` writes a new migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './libs/server/db/src/schema/geography.ts',
    './libs/server/db/src/schema/properties.ts',
    './libs/server/db/src/schema/inventory.ts',
    './libs/server/db/src/schema/catalogue-changes.ts',
    './libs/server/db/src/schema/bookings.ts',
    './libs/server/db/src/schema/idempotency-keys.ts',
    './libs/server/db/src/schema/outbox.ts',
    './libs/server/db/src/schema/accounts.ts',
    './libs/server/db/src/schema/payments.ts',
    './libs/server/db/src/schema/offers.ts',
    './libs/server/db/src/schema/wishlists.ts',
    './libs/server/db/src/schema/wallet.ts',
    './libs/server/db/src/schema/deals.ts',
    './libs/server/db/src/schema/quotations.ts',
    './libs/server/db/src/schema/booking-checks.ts',
    './libs/server/db/src/schema/help.ts',
    './libs/server/db/src/schema/referrals.ts',
    './libs/server/db/src/schema/wizard.ts',
    './libs/server/db/src/schema/engagement.ts',
    './libs/server/db/src/schema/analytics.ts',
    './libs/server/db/src/schema/staff.ts',
  ],
  out: './libs/server/db/migrations',
  casing: 'snake_case',
});
