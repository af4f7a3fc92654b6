import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, mulberry32 } from './random';

describe('mulberry32', () => {
  it('repeats its sequence for a seed and draws in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const drawsA = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(drawsA);
    expect(drawsA.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(Array.from({ length: 1000 }, mulberry32(43))).not.toEqual(drawsA);
  });
});

describe('hashSeed', () => {
  it('depends on every part and their order', () => {
    expect(hashSeed(1, 2, 3)).toBe(hashSeed(1, 2, 3));
    expect(new Set([hashSeed(1, 2, 3), hashSeed(1, 3, 2), hashSeed(2, 2, 3), hashSeed(1, 2, 4)]).size).toBe(4);
  });
});

describe('createRandom', () => {
  it('draws integers within both bounds, reaching each', () => {
    const random = createRandom(7);
    const draws = Array.from({ length: 2000 }, () => random.int(3, 8));
    expect(new Set(draws)).toEqual(new Set([3, 4, 5, 6, 7, 8]));
  });

  it('samples distinct items', () => {
    const sample = createRandom(7).sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(sample).toHaveLength(3);
    expect(new Set(sample).size).toBe(3);
  });

  it('never picks an item of zero weight', () => {
    const random = createRandom(9);
    const picks = Array.from({ length: 500 }, () => random.pickWeighted(['x', 'y', 'z'], (item) => (item === 'y' ? 0 : 1)));
    expect(picks).not.toContain('y');
  });
});
