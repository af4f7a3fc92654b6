import type { UserProfile } from '@stays/api-client';

/** The contact a signed-in guest books with unless they change it: the booking form starts from it. */
export interface BookingGuest {
  name: string;
  email: string;
  /** Their phone's dial code, or null when the form's country list does not have it (the form's default stays). */
  dialCode: string | null;
  phone: string;
}

/** The signed-in guest's profile as the booking form's contact. */
export function bookingGuestOf(user: UserProfile, dialCodes: readonly string[]): BookingGuest {
  const name = user.name.trim() || `${user.firstName} ${user.lastName}`.trim();
  const dialCode = user.countryCode !== null && dialCodes.includes(user.countryCode) ? user.countryCode : null;
  return { name, email: user.emailId ?? '', dialCode, phone: user.phoneNumber ?? '' };
}
