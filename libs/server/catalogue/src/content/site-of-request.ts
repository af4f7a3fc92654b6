import { countryByCode, countryById, resolveBrand, type Brand, type CountryConfig } from '@stays/brand-config';
import { ServiceError } from '@stays/server-core';

/** The brand a request's host names, and the country asked for (else the host's country, else the brand's own). */
export function siteOfRequest(host: string, countryCode: string | undefined): { brand: Brand; country: CountryConfig } {
  const { brand, site } = resolveBrand(host);
  const country = countryByCode(countryCode ?? site.countryCode ?? brand.defaultCountryCode) ?? countryById(brand.countryId);
  if (!country) throw new ServiceError(400, 'UNKNOWN_COUNTRY', `no country ${countryCode ?? ''} is configured`);
  return { brand, country };
}
