import type { BrandId } from './brands';
import type { COLLECTION_FILTERS } from './restrictions';

/** searchType townhouse and silverkey (guest-journey §3), the collection filters: curated collections of properties. */
export type CollectionId = (typeof COLLECTION_FILTERS)[number];

export interface Collection {
  id: CollectionId;
  /** What a guest reads and types. */
  name: string;
  brandId: BrandId;
}

/** Nivaas Townhouse is the brand's line of neighbourhood hotels; Nivaas SilverKey its executive stays for business travellers. */
export const COLLECTIONS: readonly Collection[] = [
  { id: 'townhouse', name: 'Nivaas Townhouse', brandId: 'nivaas' },
  { id: 'silverkey', name: 'Nivaas SilverKey', brandId: 'nivaas' },
];

export function isCollectionId(value: string | null | undefined): value is CollectionId {
  return COLLECTIONS.some((collection) => collection.id === value);
}

export function collectionById(id: CollectionId): Collection {
  const collection = COLLECTIONS.find((candidate) => candidate.id === id);
  if (!collection) throw new RangeError(`no collection ${id}`);
  return collection;
}
