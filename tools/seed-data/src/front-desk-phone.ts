/**
 * A property's front-desk phone, in international form: the country's dial code and a 10-digit number drawn from the
 * property id alone (no draw from the seeded random stream, so adding it left every other generated value as it was).
 */
export function frontDeskPhone(propertyId: number, dialCode: string): string {
  const subscriber = 8_000_000_000 + ((propertyId * 7_919_777) % 1_000_000_000);
  return `${dialCode}${subscriber}`;
}
