/**
 * Where each picture of the hotel gallery sits on a wide screen, for any number of pictures: the first one large on
 * the left over two rows, the others filling the columns beside it, so no count leaves an empty cell.
 */
interface GalleryTile {
  /** CSS grid-column and grid-row values. */
  column: string;
  row: string;
}

export interface GalleryLayout {
  columns: string;
  tiles: GalleryTile[];
}

const MAIN: GalleryTile = { column: '1', row: '1 / 3' };

export function desktopGalleryLayout(count: number): GalleryLayout {
  switch (count) {
    case 0:
      return { columns: '1fr', tiles: [] };
    case 1:
      return { columns: '1fr', tiles: [MAIN] };
    case 2:
      return { columns: '3fr 2fr', tiles: [MAIN, { column: '2', row: '1 / 3' }] };
    case 3:
      return { columns: '2fr 1fr', tiles: [MAIN, { column: '2', row: '1' }, { column: '2', row: '2' }] };
    case 4:
      return { columns: '2fr 1fr 1fr', tiles: [MAIN, { column: '2', row: '1' }, { column: '3', row: '1' }, { column: '2 / 4', row: '2' }] };
    default:
      return {
        columns: '2fr 1fr 1fr',
        tiles: [MAIN, { column: '2', row: '1' }, { column: '3', row: '1' }, { column: '2', row: '2' }, { column: '3', row: '2' }],
      };
  }
}

/**
 * The photo strip of the hotel page: rows of three on a six-column grid; the columns each photo spans (2, or 3 when a
 * row has two, or 6 for a single photo), so the last row is as full as the others.
 */
export function photoStripSpans(count: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [6];
  const remainder = count % 3;
  const fullRows = Math.floor(count / 3);
  if (remainder === 0) return Array<number>(count).fill(2);
  if (remainder === 2) return [...Array<number>(fullRows * 3).fill(2), 3, 3];
  // One left over: the last full row and it become two rows of two.
  return [...Array<number>((fullRows - 1) * 3).fill(2), 3, 3, 3, 3];
}
