import type { AllCountries } from '@stays/api-client';
import { BRANDS, COUNTRIES } from '@stays/brand-config';
import { brandScope } from '../brand/brand-scope';

/**
 * GET allcountries: the brand's markets from @stays/brand-config's country data (the countries it sells, and those
 * whose guests it serves with a site of their own), in the data's order; every brand's without (or with an unknown)
 * brand_name. `sells_stays` tells the countries the brand's catalogue has stays in.
 */
export function listAllCountries(query: { brand_name?: string }): AllCountries {
  const brandId = brandScope(query.brand_name, undefined).brandId;
  const brands = BRANDS.filter((brand) => brandId === null || brand.id === brandId);
  const markets = new Set(brands.flatMap((brand) => brand.marketCountryIds));
  const sold = new Set(brands.flatMap((brand) => brand.countryIds));
  return {
    countries: COUNTRIES.filter((country) => markets.has(country.id) || sold.has(country.id)).map((country) => ({
      id: country.id,
      code: country.code,
      name: country.name,
      region: country.region,
      currency_code: country.currencyCode,
      currency_symbol: country.currencySymbol,
      dial_code: country.dialCode,
      phone_length: { min: country.phoneLength.min, max: country.phoneLength.max },
      time_zone: country.timeZone,
      lang: country.lang,
      default_property_type: country.defaultPropertyType,
      distance_unit: country.distanceUnit,
      sells_stays: sold.has(country.id),
    })),
  };
}
