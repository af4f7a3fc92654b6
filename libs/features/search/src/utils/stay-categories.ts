import type { StayKind } from '@stays/ui';

/**
 * The categories the catalogue files its stays under (`filters[category]`), per kind: a hotel site filters by the
 * kind of hotel, a holiday-home site by the kind of home. A listing only ever shows one kind, so its type filter
 * offers that kind's categories.
 */
export const STAY_CATEGORIES = {
  hotel: ['Budget', 'Townhouse', 'Premium'],
  home: ['Apartment', 'Villa', 'Cottage', 'Bungalow', 'Chalet'],
} as const satisfies Record<StayKind, readonly string[]>;

export type StayCategory = (typeof STAY_CATEGORIES)[StayKind][number];

const ALL_CATEGORIES: readonly StayCategory[] = [...STAY_CATEGORIES.hotel, ...STAY_CATEGORIES.home];

/** The category a URL names (any case), or undefined when the catalogue has none of that name. */
export function stayCategoryFromParam(value: string | null): StayCategory | undefined {
  const wanted = value?.trim().toLowerCase();
  return ALL_CATEGORIES.find((category) => category.toLowerCase() === wanted);
}
