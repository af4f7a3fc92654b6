import { DateTime } from 'luxon';
import { WIZARD_SUCCESS_BENEFITS } from '@stays/brand-config';
import { toMinor } from '@stays/pricing';
import { hashPassword } from '@stays/server-accounts';
import type { SqlClient } from '@stays/server-core';

/** The password of every seeded test account (sign in by e-mail, or by phone OTP from the dev outbox). */
export const TEST_USER_PASSWORD = 'stays-demo-2026';

interface TestCredit {
  amountMinor: number;
  currencyCode: 'INR' | 'EUR' | 'GBP';
  reason: 'signup_bonus' | 'wizard_benefit' | 'goodwill';
  /** Days from the seed's start date. */
  expiresInDays: number;
}

export interface TestUser {
  firstName: string;
  lastName: string;
  countryCode: string;
  phone: string;
  email: string;
  wizardMember: boolean;
  credits: readonly TestCredit[];
  /** Which login entry page the account signs in on (accounts-commerce §2); consumer when not said. */
  accountType?: 'travel_agent' | 'corporate';
  /** e.g. CorporateAdmin (accounts-commerce §6). */
  roles?: readonly string[];
  /** The site team's roles (staff_roles), which no guest-facing call grants: dashboard_viewer opens /staff/dashboard. */
  staffRoles?: readonly 'dashboard_viewer'[];
}

const WALLET_CREDITS: readonly TestCredit[] = [
  { amountMinor: 150_000, currencyCode: 'INR', reason: 'signup_bonus', expiresInDays: 180 },
  { amountMinor: 30_000, currencyCode: 'INR', reason: 'goodwill', expiresInDays: 14 },
  { amountMinor: 4_000, currencyCode: 'EUR', reason: 'goodwill', expiresInDays: 365 },
  { amountMinor: 3_000, currencyCode: 'GBP', reason: 'goodwill', expiresInDays: 365 },
];

// "Wizard success benefits: 500 wallet money credited" (accounts-commerce §9), in rupees.
const WIZARD_CREDITS: readonly TestCredit[] = [
  { amountMinor: toMinor(WIZARD_SUCCESS_BENEFITS.walletMoney, 'INR'), currencyCode: 'INR', reason: 'wizard_benefit', expiresInDays: 90 },
];

/**
 * Test accounts of every size: two guests with wallet money (rupees, euros, pounds; part of it expiring soon) and two
 * wizard members with the member's wallet money. Two of each so journeys on two viewports never share a balance.
 * Then a travel agent (signs in on /travelagent/login) and a company's CorporateAdmin (on /buisness/login).
 * Then a guest whom only the account journey signs in by phone code: no code was sent to it before (no resend wait).
 * Last, a member of the site team with the staff role that opens the analytics dashboard (/staff/dashboard).
 */
export const TEST_USERS: readonly TestUser[] = [
  {
    firstName: 'Meera',
    lastName: 'Iyer',
    countryCode: '+91',
    phone: '9000000101',
    email: 'meera.iyer@example.com',
    wizardMember: false,
    credits: WALLET_CREDITS,
  },
  {
    firstName: 'Rohan',
    lastName: 'Das',
    countryCode: '+91',
    phone: '9000000102',
    email: 'rohan.das@example.com',
    wizardMember: false,
    credits: WALLET_CREDITS,
  },
  {
    firstName: 'Kabir',
    lastName: 'Shah',
    countryCode: '+91',
    phone: '9000000201',
    email: 'kabir.shah@example.com',
    wizardMember: true,
    credits: WIZARD_CREDITS,
  },
  {
    firstName: 'Ananya',
    lastName: 'Rao',
    countryCode: '+91',
    phone: '9000000202',
    email: 'ananya.rao@example.com',
    wizardMember: true,
    credits: WIZARD_CREDITS,
  },
  {
    firstName: 'Vikram',
    lastName: 'Mehta',
    countryCode: '+91',
    phone: '9000000301',
    email: 'vikram.mehta@example.com',
    wizardMember: false,
    credits: [],
    accountType: 'travel_agent',
  },
  {
    firstName: 'Priya',
    lastName: 'Nair',
    countryCode: '+91',
    phone: '9000000401',
    email: 'priya.nair@example.com',
    wizardMember: false,
    credits: [],
    accountType: 'corporate',
    roles: ['CorporateAdmin'],
  },
  {
    firstName: 'Arjun',
    lastName: 'Pillai',
    countryCode: '+91',
    phone: '9000000501',
    email: 'arjun.pillai@example.com',
    wizardMember: false,
    credits: [],
  },
  {
    firstName: 'Sana',
    lastName: 'Kapoor',
    countryCode: '+91',
    phone: '9000000601',
    email: 'sana.kapoor@example.com',
    wizardMember: false,
    credits: [],
    staffRoles: ['dashboard_viewer'],
  },
];

/** Inserts the test accounts with their wallet money and memberships, dated from the seed's start date. */
export async function insertTestUsers(database: SqlClient, startDate: string): Promise<Record<'users' | 'wallet_entries' | 'wizard_memberships', number>> {
  const start = DateTime.fromISO(startDate, { zone: 'utc' });
  const passwordHash = await hashPassword(TEST_USER_PASSWORD);
  const rows = { users: 0, wallet_entries: 0, wizard_memberships: 0 };
  for (const user of TEST_USERS) {
    const [inserted] = await database.query<{ id: number }>(
      `INSERT INTO users (country_code, phone, phone_verified, email, email_verified, first_name, last_name, password_hash, user_status, gdpr_consent, account_type, roles, created_at, updated_at)
       VALUES ($1, $2, true, $3, true, $4, $5, $6, 'VERIFIED', true, $7, $8, $9, $9) RETURNING id`,
      [
        user.countryCode,
        user.phone,
        user.email,
        user.firstName,
        user.lastName,
        passwordHash,
        user.accountType ?? 'consumer',
        [...(user.roles ?? [])],
        start.minus({ days: 30 }).toJSDate(),
      ],
    );
    if (!inserted) throw new Error(`test user ${user.email} not inserted`);
    rows.users += 1;
    for (const role of user.staffRoles ?? []) {
      await database.query(`INSERT INTO staff_roles (user_id, role, granted_at) VALUES ($1, $2, $3)`, [
        inserted.id,
        role,
        start.minus({ days: 30 }).toJSDate(),
      ]);
    }
    for (const credit of user.credits) {
      await database.query(
        `INSERT INTO wallet_entries (user_id, entry_type, amount_minor, currency_code, expires_at, reason, created_at) VALUES ($1, 'credit', $2, $3, $4, $5, $6)`,
        [
          inserted.id,
          credit.amountMinor,
          credit.currencyCode,
          start.plus({ days: credit.expiresInDays }).toJSDate(),
          credit.reason,
          start.minus({ days: 7 }).toJSDate(),
        ],
      );
      rows.wallet_entries += 1;
    }
    if (user.wizardMember) {
      await database.query(`INSERT INTO wizard_memberships (user_id, plan, status, starts_at, ends_at) VALUES ($1, 'wizard', 'member', $2, $3)`, [
        inserted.id,
        start.minus({ days: 7 }).toJSDate(),
        start.plus({ years: 1 }).toJSDate(),
      ]);
      rows.wizard_memberships += 1;
    }
  }
  return rows;
}
