import { isCollectionId, type CollectionId } from '@stays/brand-config';

/** A place an autocomplete suggestion's id names (suggest-places.service builds these ids). */
export type PlaceRef =
  | { kind: 'city' | 'locality' | 'hotel' | 'country' | 'holiday_park'; id: number }
  | { kind: 'tag'; slug: string; cityId: number }
  | { kind: 'collection'; collection: CollectionId };

const NUMBERED = /^(city|locality|hotel|country|holiday_park)-([1-9]\d{0,9})$/;
const TAG = /^tag-([a-z0-9-]+)-([1-9]\d{0,9})$/;
const LARGEST_ID = 2_147_483_647;

/**
 * Reads a suggestion id: `city-12`, `locality-3`, `hotel-101`, `country-1`, `holiday_park-1`, a sentence's
 * `sentence-city-12` (the sentence's place), `tag-{slug}-{cityId}` and `collection-{townhouse|silverkey}`.
 * Anything else (a Google place id, a made-up kind) names none of our places: null.
 */
export function parsePlaceId(id: string): PlaceRef | null {
  const placeId = id.startsWith('sentence-') ? id.slice('sentence-'.length) : id;
  const numbered = NUMBERED.exec(placeId);
  if (numbered) {
    const value = Number(numbered[2]);
    return value <= LARGEST_ID ? { kind: numbered[1] as 'city', id: value } : null;
  }
  const tag = TAG.exec(placeId);
  if (tag) {
    const cityId = Number(tag[2]);
    return cityId <= LARGEST_ID && tag[1] ? { kind: 'tag', slug: tag[1], cityId } : null;
  }
  const collection = placeId.startsWith('collection-') ? placeId.slice('collection-'.length) : null;
  return isCollectionId(collection) ? { kind: 'collection', collection } : null;
}
