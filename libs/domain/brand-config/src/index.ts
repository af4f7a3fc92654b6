export { BRANDS, DEFAULT_BRAND_ID, brandById, type Brand, type BrandId, type BrandSite } from './brands';
export { normaliseHost, resolveBrand, type ResolvedBrand } from './resolve-brand';
export { COUNTRIES, countryByCode, countryById, type CountryConfig } from './countries';
