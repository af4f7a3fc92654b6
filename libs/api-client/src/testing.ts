// Test support of @stays/api-client: never imported by production code.
import type { UserProfile } from './index';

/** A signed-in guest as userProfile answers: Asha Rao, phone and e-mail verified, with a password; `changes` on top. */
export function userProfileFixture(changes: Partial<UserProfile> = {}): UserProfile {
  return {
    isLoggedIn: true,
    userId: 7,
    emailId: 'asha@example.com',
    firstName: 'Asha',
    lastName: 'Rao',
    name: 'Asha Rao',
    phoneNumber: '9812345678',
    countryCode: '+91',
    userStatus: 'VERIFIED',
    title: null,
    gdprConsent: true,
    street: null,
    houseNumber: null,
    postalCode: null,
    city: null,
    countryName: null,
    accountType: 'consumer',
    roles: [],
    isCorporateAdmin: false,
    hasPassword: true,
    verificationInfo: { phoneVerified: true, emailVerified: true, step: 'none' },
    ...changes,
  };
}
