import type { CreateBookingRequest } from '@stays/api-client';
import { countryByDialCode, phoneLengthFor } from '@stays/brand-config';
import { contactSchema, messageById } from '@stays/validation';
import { ServiceError } from '@stays/server-core';

const FIELD_OF: Readonly<Record<string, string>> = { name: 'user.first_name', email: 'user.email', phone: 'user.phone' };

export interface GuestContact {
  name: string;
  email: string;
  phone: string;
  /** The dial code with its plus: '+91'. */
  countryCode: string;
}

/** The guest contact of a booking, checked with the contact form's rules; a 400 names the field and the form's message. */
export function guestContact(user: CreateBookingRequest['user']): GuestContact {
  const dialCode = `+${user.country_code.replace(/^\+/, '')}`;
  const country = countryByDialCode(dialCode);
  const schema = contactSchema({ country: { dialCode, phoneLength: phoneLengthFor(country) } });
  const parsed = schema.safeParse({ name: user.first_name, email: user.email, phone: user.phone });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = FIELD_OF[String(issue?.path[0])] ?? 'user';
    const text = issue ? (messageById(issue.message)?.defaultMessage ?? issue.message) : 'invalid';
    throw new ServiceError(400, 'VALIDATION_ERROR', `${field}: ${text}`);
  }
  return { name: user.first_name.trim(), email: user.email.trim(), phone: user.phone, countryCode: dialCode };
}
