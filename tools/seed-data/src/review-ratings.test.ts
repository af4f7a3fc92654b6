import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { averageRating, starsAveraging } from './review-ratings';

describe('starsAveraging', () => {
  it('rounds an average as PostgreSQL does, half away from zero', () => {
    expect(averageRating([5, 4, 5])).toBe(4.7);
    expect(averageRating([...Array<number>(13).fill(5), ...Array<number>(7).fill(4)])).toBe(4.7); // 4.65
    expect(averageRating([])).toBeNull();
  });

  it('writes at least the wanted number of whole stars whose average is exactly every rating from 1.0 to 5.0', () => {
    const random = createRandom(7);
    for (let tenths = 10; tenths <= 50; tenths++) {
      for (const wanted of [1, 2, 3, 7, 12]) {
        const stars = starsAveraging(random, tenths / 10, wanted);
        expect(averageRating(stars)).toBe(tenths / 10);
        expect(stars.length).toBeGreaterThanOrEqual(wanted);
        expect(stars.length).toBeLessThanOrEqual(Math.max(wanted, 10));
        expect(stars.every((star) => Number.isInteger(star) && star >= 1 && star <= 5)).toBe(true);
      }
    }
  });
});
