import { describe, expect, it } from 'vitest';
import { jitter, slugify } from './text';

describe('slugify', () => {
  it.each([
    ['New Delhi', 'new-delhi'],
    ['Saint-Germain-des-Prés', 'saint-germain-des-pres'],
    ['T. Nagar', 't-nagar'],
    ['St. Anton am Arlberg', 'st-anton-am-arlberg'],
    ['Rügen', 'rugen'],
    ['Étretat', 'etretat'],
    ["L'Edelweiss", 'l-edelweiss'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('jitter', () => {
  it('moves a point by at most the distance asked', () => {
    for (const [u, v] of [
      [0, 0],
      [0.999, 0.25],
      [0.5, 0.5],
      [0.999, 0.999],
    ] as const) {
      const moved = jitter(52.37, 4.9, 2, u, v);
      const dy = (moved.latitude - 52.37) * 111.32;
      const dx = (moved.longitude - 4.9) * 111.32 * Math.cos((52.37 * Math.PI) / 180);
      expect(Math.hypot(dx, dy)).toBeLessThanOrEqual(2.001);
    }
  });
});
