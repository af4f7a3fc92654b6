import { BRANDS, type Brand } from '@stays/brand-config';

/** What a request's brand narrows the catalogue to (autocomplete and search). */
export interface BrandScope {
  brandId: Brand['id'] | null;
  countryIds: readonly number[] | null;
  propertyType: 'hotel' | 'home' | null;
}

/**
 * The brand a client names (`brandName`/`brand_name`: its id or its display name, any case) and the property
 * type it asks for. An unknown name narrows nothing rather than failing: the brand is a preference.
 */
export function brandScope(brandName: string | undefined, propertyType: 'hotel' | 'home' | undefined): BrandScope {
  const wanted = brandName?.trim().toLowerCase();
  const brand = wanted ? BRANDS.find((candidate) => candidate.id === wanted || candidate.name.toLowerCase() === wanted) : undefined;
  return {
    brandId: brand?.id ?? null,
    countryIds: brand?.countryIds ?? null,
    propertyType: propertyType ?? brand?.defaultPropertyType ?? null,
  };
}
