import type { TrustSafetyInfo } from '@stays/api-client';
import { countryByCode, trustSafetyFor } from '@stays/brand-config';
import { ServiceError } from '@stays/server-core';

/**
 * GET /api/pwa/trustSafety: the checks and safety measures we promise in a country. They are company policy per market
 * (brand configuration, released with the code) and their texts live in the message catalogues, translated.
 */
export function getTrustSafety(query: { user_country_id: string }): TrustSafetyInfo {
  const country = countryByCode(query.user_country_id);
  if (!country) throw new ServiceError(400, 'UNKNOWN_COUNTRY', `no country ${query.user_country_id}`);
  const content = trustSafetyFor(country);
  return { country_code: country.code, property_checks: [...content.propertyChecks], guest_safety: [...content.guestSafety] };
}
