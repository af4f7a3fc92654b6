import { describe, expect, it } from 'vitest';
import { desktopGalleryLayout, photoStripSpans } from './gallery-layout';

/** Every cell of the two-row grid each tile covers, as 'column,row'. */
function cells(column: string, row: string): string[] {
  const span = (value: string) => {
    const [start, end] = value.split('/').map((part) => Number.parseInt(part.trim(), 10));
    if (start === undefined || Number.isNaN(start)) throw new Error(`bad grid line ${value}`);
    return Array.from({ length: (end ?? start + 1) - start }, (_, index) => start + index);
  };
  return span(column).flatMap((x) => span(row).map((y) => `${x},${y}`));
}

describe('desktop gallery layout', () => {
  it.each([1, 2, 3, 4, 5, 8, 20])('fills every cell of the grid exactly once with %i photos', (count) => {
    const layout = desktopGalleryLayout(count);
    const columns = layout.columns.split(' ').length;
    const covered = layout.tiles.flatMap((tile) => cells(tile.column, tile.row));
    const grid = Array.from({ length: columns }, (_, x) => [1, 2].map((y) => `${x + 1},${y}`)).flat();
    expect(covered.toSorted()).toEqual(grid.toSorted());
    expect(layout.tiles).toHaveLength(Math.min(count, 5));
  });

  it('keeps the first photo the largest, over both rows', () => {
    for (const count of [1, 2, 3, 4, 5]) expect(desktopGalleryLayout(count).tiles[0]).toEqual({ column: '1', row: '1 / 3' });
  });
});

describe('photo strip', () => {
  it.each([1, 2, 3, 4, 5, 6])('fills every row of six columns with %i photos', (count) => {
    const spans = photoStripSpans(count);
    expect(spans).toHaveLength(count);
    let row = 0;
    for (const span of spans) {
      row += span;
      expect(row).toBeLessThanOrEqual(6);
      if (row === 6) row = 0;
    }
    expect(row).toBe(0);
  });
});
