import { propertyPictures } from './pictures/picture-choice';
import { REVIEW_PHRASES, REVIEWER_NAMES } from './data/vocabulary';
import { starsAveraging } from './review-ratings';
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

/**
 * The property's reviews, written in the months before the seed's start date: at least `property.ratingCount` of them,
 * whose stars average exactly to `property.ratingValue`, each text once. The catalogue then stores their count as the
 * property's rating count, so the rating, its count, the histogram and the reviews shown all agree.
 */
export function generateReviews(random: Random, property: PropertyRow, startDate: Date, nextId: () => number): ReviewRow[] {
  if (property.ratingValue === null) return [];
  const names = REVIEWER_NAMES[property.countryId === 1 ? 'in' : 'eu'] ?? [];
  const stars = starsAveraging(random, property.ratingValue, property.ratingCount);
  const unusedTexts = new Map<number, string[]>();
  return stars.map((rating) => {
    const phrases = REVIEW_PHRASES[rating as 1 | 2 | 3 | 4 | 5];
    const texts =
      unusedTexts.get(rating) ??
      random.sample(
        phrases.openers.flatMap((opener) => phrases.details.map((detail) => `${opener} ${detail}`)),
        16,
      );
    unusedTexts.set(rating, texts);
    const body = texts.pop();
    if (body === undefined) throw new Error(`More than 16 reviews of ${rating} stars for property ${property.id}`);
    const daysAgo = random.int(1, 720);
    const createdAt = new Date(startDate.getTime() - daysAgo * 86_400_000 - random.int(0, 86_399) * 1000);
    return {
      id: nextId(),
      propertyId: property.id,
      source: random.chance(0.35) ? 2 : 0,
      rating,
      title: random.pick(phrases.titles),
      body,
      authorName: random.pick(names),
      createdAt: createdAt.toISOString(),
    };
  });
}
