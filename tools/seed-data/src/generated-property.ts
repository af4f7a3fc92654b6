import { toMinor } from '@stays/pricing';
import type { PropertyRow, RoomCategoryRow } from './rows';

/** One property as a generator makes it, before the catalogue numbers its room categories. */
export interface GeneratedProperty {
  /** The one-liner, collection and park are settled once the property's tags and the whole catalogue are known. */
  property: Omit<PropertyRow, 'oneLiner' | 'holidayParkId' | 'collection'>;
  tagSlugs: string[];
  amenityIds: number[];
  roomCategories: Array<Omit<RoomCategoryRow, 'id' | 'propertyId' | 'cityId' | 'position' | 'services' | 'views' | 'restrictedAmenities' | 'media'>>;
}

/** Keeps property names unique so that autocomplete and slugs never show two identical entries. */
export class NameRegistry {
  private readonly used = new Set<string>();

  /** The first candidate nobody has taken yet; the id makes the last resort unique. */
  claim(candidates: string[], id: number): string {
    for (const candidate of candidates) {
      if (!this.used.has(candidate)) {
        this.used.add(candidate);
        return candidate;
      }
    }
    const fallback = `${candidates[0] ?? 'Property'} ${id}`;
    this.used.add(fallback);
    return fallback;
  }
}

/** The step a person sets prices in, in minor units: ten rupees, or one whole unit of any other currency. */
export function priceStepMinor(currencyCode: string): number {
  return toMinor(currencyCode === 'INR' ? 10 : 1, currencyCode);
}

/** Rounds a price in minor units to a figure a person would set: whole euros/pounds, rupees to the nearest ten. */
export function roundPrice(minor: number, currencyCode: string): number {
  const step = priceStepMinor(currencyCode);
  return Math.max(step, Math.round(minor / step) * step);
}
