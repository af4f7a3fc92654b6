import { propertyPictures } from './pictures/picture-choice';
import { REVIEW_TEXTS, REVIEWER_NAMES } from './data/vocabulary';
import type { Random } from './random';
import type { RegionKind } from './regions';
import type { PropertyImageRow, PropertyRow, ReviewRow } from './rows';

/** 3–8 pictures of the property's kind and setting, from the rendered scenes the web app serves (pictures/). */
export function generateImages(random: Random, property: PropertyRow, setting: RegionKind): PropertyImageRow[] {
  const count = random.int(3, 8);
  return propertyPictures(property, setting, count).map((picture, position) => ({
    propertyId: property.id,
    position,
    url: picture.url,
    alt: `${property.name}: ${picture.label.toLowerCase()}`,
  }));
}

/** A handful of reviews around the property's rating, written in the months before the seed's start date. */
export function generateReviews(random: Random, property: PropertyRow, startDate: Date, nextId: () => number): ReviewRow[] {
  if (property.ratingValue === null) return [];
  const names = REVIEWER_NAMES[property.countryId === 1 ? 'in' : 'eu'] ?? [];
  const count = random.int(2, 6);
  return Array.from({ length: count }, () => {
    const rating = Math.min(5, Math.max(1, Math.round((property.ratingValue ?? 3) + (random.next() - 0.5) * 2.2)));
    const text = random.pick(REVIEW_TEXTS.filter((candidate) => candidate.rating === rating));
    const daysAgo = random.int(1, 720);
    const createdAt = new Date(startDate.getTime() - daysAgo * 86_400_000 - random.int(0, 86_399) * 1000);
    return {
      id: nextId(),
      propertyId: property.id,
      source: random.chance(0.35) ? 2 : 0,
      rating,
      title: text.title,
      body: text.body,
      authorName: random.pick(names),
      createdAt: createdAt.toISOString(),
    };
  });
}
