/**
 * Local, generated property pictures: a stylised building (hotels) or house (homes) under a sky whose
 * colours come from the property id; the index varies the time of day and the framing. Deterministic,
 * so the same URL always draws the same picture (it is cached as immutable).
 */
const SKIES: readonly (readonly [string, string])[] = [
  ['#7fb8e6', '#dff1ff'],
  ['#f6a96b', '#fde3c4'],
  ['#9d8df1', '#f3d9fa'],
  ['#5fc4b8', '#dcf7f1'],
  ['#f28fa0', '#ffe1d6'],
  ['#3d5a99', '#a9bde8'],
];
const WALLS = ['#f4efe6', '#e9d8c4', '#dfe7ea', '#f2e2d2', '#e6e0f0', '#fbf6ea'] as const;
const ACCENTS = ['#c0533f', '#2f6f8f', '#6b8f3a', '#8a4f7d', '#d08a2c', '#3f5e5a'] as const;

/** A small, stable integer hash (FNV-1a) so neighbouring ids get unrelated colours. */
function hash(value: string): number {
  let result = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    result ^= value.charCodeAt(index);
    result = Math.imul(result, 0x01000193) >>> 0;
  }
  return result;
}

function pick<T>(list: readonly T[], seed: number): T {
  const item = list[seed % list.length];
  if (item === undefined) throw new RangeError('empty palette');
  return item;
}

export function propertySvg(propertyId: number, index: number, kind: 'hotel' | 'home' = propertyId % 2 === 0 ? 'hotel' : 'home'): string {
  const seed = hash(`${propertyId}`);
  const variant = hash(`${propertyId}:${index}`);
  const [skyTop, skyBottom] = pick(SKIES, seed + index);
  const wall = pick(WALLS, seed >>> 3);
  const accent = pick(ACCENTS, seed >>> 7);
  const sunX = 80 + (variant % 640);
  const sunY = 60 + ((variant >>> 9) % 80);
  const hillHeight = 40 + ((variant >>> 5) % 50);
  const building = kind === 'hotel' ? hotelShape(seed, wall, accent) : houseShape(seed, wall, accent);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img"',
    ` aria-label="Picture ${index} of property ${propertyId}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    '<rect width="800" height="500" fill="url(#sky)"/>',
    `<circle cx="${sunX}" cy="${sunY}" r="34" fill="#fff6d5" opacity="0.9"/>`,
    `<path d="M0 ${420 - hillHeight} Q200 ${380 - hillHeight} 400 ${410 - hillHeight / 2} T800 ${400 - hillHeight} V500 H0 Z" fill="#8fbf7a" opacity="0.8"/>`,
    building,
    '<rect y="440" width="800" height="60" fill="#6f9e5b"/>',
    '</svg>',
  ].join('');
}

function hotelShape(seed: number, wall: string, accent: string): string {
  const floors = 4 + (seed % 4);
  const floorHeight = 40;
  const top = 440 - floors * floorHeight;
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor += 1) {
    for (let column = 0; column < 6; column += 1) {
      windows.push(`<rect x="${262 + column * 48}" y="${top + 10 + floor * floorHeight}" width="28" height="22" rx="3" fill="#bcd9ee"/>`);
    }
  }
  return [
    `<rect x="240" y="${top}" width="320" height="${floors * floorHeight}" fill="${wall}" stroke="#00000022"/>`,
    `<rect x="230" y="${top - 14}" width="340" height="16" fill="${accent}"/>`,
    ...windows,
    `<rect x="370" y="392" width="60" height="48" fill="${accent}"/>`,
  ].join('');
}

function houseShape(seed: number, wall: string, accent: string): string {
  const width = 260 + (seed % 80);
  const left = 400 - width / 2;
  return [
    `<rect x="${left}" y="300" width="${width}" height="140" fill="${wall}" stroke="#00000022"/>`,
    `<path d="M${left - 20} 305 L400 ${200 - (seed % 30)} L${left + width + 20} 305 Z" fill="${accent}"/>`,
    `<rect x="${left + 30}" y="335" width="50" height="45" rx="4" fill="#bcd9ee"/>`,
    `<rect x="${left + width - 80}" y="335" width="50" height="45" rx="4" fill="#bcd9ee"/>`,
    `<rect x="375" y="370" width="50" height="70" rx="4" fill="${accent}"/>`,
  ].join('');
}
