/** Sign-up body fields (accounts-commerce §3, §7). */
export interface SignUpInput {
  phone?: string;
  code?: string;
  email?: string;
  name?: string;
  country_code?: string;
  gdpr_consent?: boolean;
  street_name?: string;
  street_no?: string;
  zip_code?: string;
  city?: string;
  country_name?: string;
}

/** "Sign-up name is split on a space into first and last name": everything after the first space is the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** "Phone is sent with a plus-prefixed country code": '91' and '+91' both give '+91'. */
export function plusPrefixedCountryCode(countryCode: string): string {
  const digits = countryCode.trim().replace(/^\++/, '');
  return digits ? `+${digits}` : '';
}

/**
 * "empty or false values are dropped, except booleans": a value that is falsy (empty text, 0, null, undefined)
 * is dropped unless it is a boolean, so gdpr_consent false is sent.
 */
export function dropEmptyValues<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'boolean' || Boolean(value))) as Partial<T>;
}

/** The sign-up request body: cleaned, with a plus-prefixed country code. */
export function buildSignUpBody(input: SignUpInput): Partial<SignUpInput> {
  const withCode = input.country_code === undefined ? input : { ...input, country_code: plusPrefixedCountryCode(input.country_code) };
  return dropEmptyValues(withCode);
}
