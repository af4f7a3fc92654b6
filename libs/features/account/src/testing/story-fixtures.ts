import type { CurrentUserReply, LoginOptionsReply, OnboardingReply, OtpReply, UserProfile } from '@stays/api-client';
import { userProfileFixture } from '@stays/api-client/testing';

/** Asha, signed in with her phone and a verified e-mail address. */
export const ashaProfile: UserProfile = userProfileFixture({
  lastName: 'Verma',
  name: 'Asha Verma',
  phoneNumber: '9876543210',
  city: 'Mumbai',
  countryName: 'India',
});

export const signedIn = (user: UserProfile = ashaProfile): CurrentUserReply => ({ isLoggedIn: true, user, csrf_token: 'story-csrf' });

/** The code went to the phone; `known` says whether the phone has an account (sign-in) or not (sign-up). */
export const otpSent = (known: boolean, maskedPhone = '+91******3210'): OtpReply => ({
  is_user_present: known,
  otp_sent: true,
  masked_phone: maskedPhone,
  expires_in_seconds: 300,
  resend_after_seconds: 30,
});

/** The social providers the site offers. */
export const loginOptions: LoginOptionsReply = {
  options: [
    { option_name: 'gmail', type: 'Social', label: 'Google', long_label: 'Continue with Google', link: '/api/pwa/slOauth/gmail' },
    { option_name: 'apple', type: 'Social', label: 'Apple', long_label: 'Continue with Apple', link: '/api/pwa/slOauth/apple' },
  ],
  sign_in_methods: ['phone_otp', 'email_password', 'gmail', 'apple'],
  country: { code: 'in', id: 1, dial_code: '+91', phone_length: { min: 10, max: 10 } },
};

/** The sign-up fields India asks: a name, an optional e-mail address. */
export const indiaOnboarding: OnboardingReply = {
  country_iso_code: 'IN',
  mode: 'consumer',
  fields: [
    { name: 'first_name', kind: 'text', required: true },
    { name: 'last_name', kind: 'text', required: true },
    { name: 'email', kind: 'email', required: false },
    { name: 'gdpr_consent', kind: 'checkbox', required: false },
  ],
  gdpr_consent_text_key: 'account.signup.gdpr',
  phone_dial_code: '+91',
};

/** The Netherlands asks the postal address and consent too (Dunelight Homes). */
export const netherlandsOnboarding: OnboardingReply = {
  ...indiaOnboarding,
  country_iso_code: 'NL',
  fields: [
    ...indiaOnboarding.fields.filter((field) => field.name !== 'gdpr_consent'),
    ...(['street_name', 'street_no', 'zip_code', 'city'] as const).map((name) => ({ name, kind: 'text' as const, required: true })),
    { name: 'gdpr_consent', kind: 'checkbox', required: true },
  ],
  phone_dial_code: '+31',
};
