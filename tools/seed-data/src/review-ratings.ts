import type { Random } from './random';

/** A rating as the database rounds it: the average of whole stars to one decimal (PostgreSQL rounds half away from zero). */
export function averageRating(stars: readonly number[]): number | null {
  if (stars.length === 0) return null;
  const sum = stars.reduce((total, star) => total + star, 0);
  return Math.round((sum * 10) / stars.length) / 10;
}

/**
 * At least `wanted` whole-star ratings (1–5) whose rounded average is exactly `rating`: the fewest reviews from
 * `wanted` on that can carry that average (never more than max(wanted, 10): from ten on every tenth is reachable),
 * spread around it so the histogram is not a single bar.
 */
export function starsAveraging(random: Random, rating: number, wanted: number): number[] {
  let count = Math.max(1, wanted);
  while (averageRating(evenStars(rating, count)) !== rating) count++;
  const stars = evenStars(rating, count);
  for (let move = 0; move < Math.floor(count / 3); move++) {
    const up = random.int(0, count - 1);
    const down = random.int(0, count - 1);
    if (up !== down && (stars[up] ?? 5) < 5 && (stars[down] ?? 1) > 1) {
      stars[up] = (stars[up] ?? 0) + 1;
      stars[down] = (stars[down] ?? 0) - 1;
    }
  }
  return random.sample(stars, stars.length);
}

/** `count` stars as close to `rating` as whole stars go, summing to the nearest whole total. */
function evenStars(rating: number, count: number): number[] {
  const sum = Math.min(5 * count, Math.max(count, Math.round(rating * count)));
  const base = Math.floor(sum / count);
  const extra = sum - base * count;
  return Array.from({ length: count }, (_, index) => (index < extra ? base + 1 : base));
}
