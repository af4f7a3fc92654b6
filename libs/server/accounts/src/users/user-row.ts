import type { UserProfile } from '@stays/api-client';
import { isCorporateAdmin, signUpVerificationStep } from '@stays/booking-rules';

export interface UserRow {
  id: number;
  country_code: string | null;
  phone: string | null;
  phone_verified: boolean;
  email: string | null;
  email_verified: boolean;
  email_verified_at: Date | null;
  first_name: string;
  last_name: string;
  title: string | null;
  password_hash: string | null;
  user_status: 'VERIFIED' | 'UNVERIFIED' | 'NEW';
  gdpr_consent: boolean;
  street_name: string | null;
  street_no: string | null;
  zip_code: string | null;
  city: string | null;
  country_name: string | null;
  account_type: 'consumer' | 'travel_agent' | 'corporate';
  roles: string[];
  deleted_at: Date | null;
}

/** The account as its owner sees it (accounts-commerce §3 User field names); never the password hash. */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    isLoggedIn: true,
    userId: row.id,
    emailId: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    phoneNumber: row.phone,
    countryCode: row.country_code,
    userStatus: row.user_status,
    title: row.title,
    gdprConsent: row.gdpr_consent,
    street: row.street_name,
    houseNumber: row.street_no,
    postalCode: row.zip_code,
    city: row.city,
    countryName: row.country_name,
    accountType: row.account_type,
    roles: row.roles,
    isCorporateAdmin: isCorporateAdmin(row.roles),
    hasPassword: row.password_hash !== null,
    verificationInfo: {
      phoneVerified: row.phone_verified,
      emailVerified: row.email_verified,
      step: signUpVerificationStep({ phone: row.phone, phoneVerified: row.phone_verified, email: row.email, emailVerified: row.email_verified }),
    },
  };
}

/** VERIFIED when every contact the account has is verified, UNVERIFIED otherwise. */
export function userStatusOf(user: { phone: string | null; phoneVerified: boolean; email: string | null; emailVerified: boolean }): 'VERIFIED' | 'UNVERIFIED' {
  const phoneOk = !user.phone || user.phoneVerified;
  const emailOk = !user.email || user.emailVerified;
  return phoneOk && emailOk ? 'VERIFIED' : 'UNVERIFIED';
}
