import type { CountryConfig } from './countries';

/** What is checked before a property takes its first guest (guest-journey §7 "GET trustSafety"). */
export const PROPERTY_CHECKS = [
  'licence_checked',
  'owner_identity_checked',
  'photos_verified',
  'fire_safety_checked',
  'smoke_alarms_checked',
  'yearly_audit',
] as const;
export type PropertyCheck = (typeof PROPERTY_CHECKS)[number];

/** What keeps a guest safe during the stay. */
export const GUEST_SAFETY_MEASURES = [
  'support_around_the_clock',
  'secure_payments',
  'relocation_guarantee',
  'cctv_common_areas',
  'women_travellers_desk',
  'emergency_number',
] as const;
export type GuestSafetyMeasure = (typeof GUEST_SAFETY_MEASURES)[number];

export interface TrustSafety {
  propertyChecks: readonly PropertyCheck[];
  guestSafety: readonly GuestSafetyMeasure[];
}

// Hotels are licensed and audited by us; holiday homes are private homes whose owners we identify.
const HOTEL_MARKET: TrustSafety = {
  propertyChecks: ['licence_checked', 'photos_verified', 'fire_safety_checked', 'yearly_audit'],
  guestSafety: ['support_around_the_clock', 'secure_payments', 'relocation_guarantee'],
};
const HOLIDAY_HOME_MARKET: TrustSafety = {
  propertyChecks: ['owner_identity_checked', 'photos_verified', 'smoke_alarms_checked'],
  guestSafety: ['support_around_the_clock', 'secure_payments', 'relocation_guarantee', 'emergency_number'],
};
// Country rules beyond the market's: India's hotel guidelines ask for CCTV in common areas and a desk for women travellers.
const BY_COUNTRY: Partial<Record<string, TrustSafety>> = {
  in: {
    propertyChecks: HOTEL_MARKET.propertyChecks,
    guestSafety: [...HOTEL_MARKET.guestSafety, 'cctv_common_areas', 'women_travellers_desk'],
  },
};

/** The property checks and guest safety measures promised in a country. */
export function trustSafetyFor(country: Pick<CountryConfig, 'code' | 'defaultPropertyType'>): TrustSafety {
  return BY_COUNTRY[country.code] ?? (country.defaultPropertyType === 'hotel' ? HOTEL_MARKET : HOLIDAY_HOME_MARKET);
}
