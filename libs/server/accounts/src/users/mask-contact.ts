import type { UserProfile } from '@stays/api-client';

/** '9812345610' → '98******10': the guest recognises their number, a looker-on does not learn it. */
export function maskPhoneDigits(phone: string): string {
  if (phone.length <= 4) return '*'.repeat(phone.length);
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}

/** 'asha.rao@example.com' → 'a***@example.com'; the domain stays, the local part keeps its first character. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The profile of a reply asked with mask_data: phone and e-mail masked, everything else as it is. */
export function maskedProfile(profile: UserProfile): UserProfile {
  return { ...profile, phoneNumber: profile.phoneNumber && maskPhoneDigits(profile.phoneNumber), emailId: profile.emailId && maskEmail(profile.emailId) };
}
