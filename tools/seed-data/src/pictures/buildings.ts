/** Buildings in a three-quarter view: a lit front, a shaded side, glass that mirrors the sky or glows at dusk. */
import type { Sky } from './landscapes';
import { glow, light, mix, mottle, type Paint, round, shade, softShadow, verticalGradient } from './svg-kit';

export const BUILDINGS = ['hotel', 'apartment', 'cottage', 'villa', 'chalet', 'bungalow'] as const;
export type Building = (typeof BUILDINGS)[number];

const WALLS = ['#f3ede2', '#e8d5bd', '#dfe6ea', '#f1dccb', '#fbf5e8', '#d9c7b0', '#cfd8d3'] as const;
const ACCENTS = ['#b4473a', '#2f6f8f', '#56793a', '#7e4a72', '#c07a2a', '#35605b', '#3d4a6b'] as const;

interface Face {
  x: number;
  y: number;
  width: number;
  height: number;
  /** How far the side face recedes to the right. */
  depth: number;
}

// The eye is at the horizon (the exterior scenes' ground line less 90): receding edges converge on it.
const EYE_LEVEL = 380;

function recede(y: number, along: number): number {
  return y + (EYE_LEVEL - y) * 0.28 * along;
}

function sidePoint(face: Face, along: number, down: number): string {
  return `${round(face.x + face.width + face.depth * along)} ${round(recede(face.y + down, along))}`;
}

function glass(paint: Paint, sky: Sky): { defs: string; fill: string; litFill: string } {
  const day = verticalGradient(paint, [
    [0, light(sky.middle, 0.35)],
    [1, shade(sky.top, 0.35)],
  ]);
  const lit = verticalGradient(paint, [
    [0, '#ffe3a3'],
    [1, '#f2a94e'],
  ]);
  return { defs: day.defs + lit.defs, fill: day.fill, litFill: lit.fill };
}

function block(paint: Paint, sky: Sky, face: Face, wall: string): string {
  const front = verticalGradient(paint, [
    [0, mix(light(wall, 0.12), sky.sunColour, 0.12)],
    [1, shade(wall, 0.08)],
  ]);
  const side = shade(mix(wall, sky.top, 0.15), 0.28);
  return (
    `<defs>${front.defs}</defs>` +
    softShadow(paint, face.x + face.width / 2 + face.depth / 2, face.y + face.height, face.width * 0.62 + face.depth, 14, 0.4) +
    `<path d="M${sidePoint(face, 0, 0)} L${sidePoint(face, 1, 0)} L${sidePoint(face, 1, face.height)} L${sidePoint(face, 0, face.height)} Z" fill="${side}"/>` +
    `<rect x="${round(face.x)}" y="${round(face.y)}" width="${round(face.width)}" height="${round(face.height)}" fill="${front.fill}"/>` +
    mottle(paint, face.x, face.y, face.width, face.height, 0.18, 0.04)
  );
}

function windowGrid(paint: Paint, sky: Sky, face: Face, rows: number, columns: number, options: { balcony?: string; frame: string }): string {
  const panes = glass(paint, sky);
  const parts = [`<defs>${panes.defs}</defs>`];
  const cellWidth = face.width / columns;
  const cellHeight = face.height / rows;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = face.x + column * cellWidth + cellWidth * 0.2;
      const y = face.y + row * cellHeight + cellHeight * 0.18;
      const width = cellWidth * 0.6;
      const height = cellHeight * 0.58;
      const lit = sky.lit ? paint.next() < 0.6 : paint.next() < 0.05;
      parts.push(`<rect x="${round(x - 2)}" y="${round(y - 2)}" width="${round(width + 4)}" height="${round(height + 4)}" fill="${options.frame}"/>`);
      parts.push(`<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${lit ? panes.litFill : panes.fill}"/>`);
      parts.push(
        `<path d="M${round(x)} ${round(y + height)} L${round(x + width * 0.55)} ${round(y)} L${round(x + width * 0.75)} ${round(y)} L${round(x + width * 0.2)} ${round(y + height)} Z" fill="#ffffff" opacity="0.16"/>`,
      );
      if (options.balcony) {
        const railY = y + height * 0.62;
        parts.push(
          `<rect x="${round(x - 6)}" y="${round(railY)}" width="${round(width + 12)}" height="${round(height * 0.42)}" fill="${options.balcony}" opacity="0.55"/>`,
        );
        parts.push(`<rect x="${round(x - 8)}" y="${round(y + height + 1)}" width="${round(width + 16)}" height="4" fill="${shade(options.balcony, 0.2)}"/>`);
      }
    }
  }
  return parts.join('');
}

function sideWindows(paint: Paint, sky: Sky, face: Face, rows: number): string {
  const parts: string[] = [];
  const cellHeight = face.height / rows;
  for (let row = 0; row < rows; row += 1) {
    for (const along of [0.2, 0.6]) {
      const top = row * cellHeight + cellHeight * 0.2;
      const bottom = top + cellHeight * 0.55;
      const lit = sky.lit && paint.next() < 0.5;
      parts.push(
        `<path d="M${sidePoint(face, along, top)} L${sidePoint(face, along + 0.25, top)} L${sidePoint(face, along + 0.25, bottom)} L${sidePoint(face, along, bottom)} Z" fill="${lit ? '#f6c26b' : shade(sky.middle, 0.35)}"/>`,
      );
    }
  }
  return parts.join('');
}

function door(x: number, ground: number, width: number, height: number, colour: string): string {
  return (
    `<rect x="${round(x)}" y="${round(ground - height)}" width="${round(width)}" height="${round(height)}" rx="3" fill="${colour}"/>` +
    `<rect x="${round(x + width * 0.12)}" y="${round(ground - height * 0.88)}" width="${round(width * 0.76)}" height="${round(height * 0.35)}" fill="${light(colour, 0.2)}" opacity="0.6"/>`
  );
}

/** A pitched roof over a front face, receding over the side. */
function gableRoof(face: Face, rise: number, overhang: number, colour: string, snow: boolean): string {
  const left = face.x - overhang;
  const right = face.x + face.width + overhang;
  const apexX = face.x + face.width / 2;
  const apexY = face.y - rise;
  const back = (x: number, y: number) => `${round(x + face.depth)} ${round(recede(y, 1))}`;
  const slope = `<path d="M${round(apexX)} ${round(apexY)} L${back(apexX, apexY)} L${back(right, face.y + 6)} L${round(right)} ${round(face.y + 6)} Z" fill="${shade(colour, 0.05)}"/>`;
  const gable = `<path d="M${round(left)} ${round(face.y + 6)} L${round(apexX)} ${round(apexY)} L${round(right)} ${round(face.y + 6)} Z" fill="${shade(colour, 0.25)}"/>`;
  const eave = `<path d="M${round(left)} ${round(face.y + 6)} L${round(apexX)} ${round(apexY)} L${round(right)} ${round(face.y + 6)}" fill="none" stroke="${shade(colour, 0.45)}" stroke-width="7" stroke-linejoin="round"/>`;
  const cap = snow
    ? `<path d="M${round(apexX)} ${round(apexY - 4)} L${back(apexX, apexY - 4)} L${back(right, face.y)} L${round(right)} ${round(face.y)} Z" fill="#f5f9fd" opacity="0.92"/>`
    : '';
  return slope + cap + gable + eave;
}

/** A frontage drawn between `left` and `left + width`, standing on `ground`. */
export function drawBuilding(paint: Paint, kind: Building, sky: Sky, ground: number, centre: number): string {
  const wall = paint.pick(WALLS);
  const accent = paint.pick(ACCENTS);
  const frame = shade(wall, 0.45);
  switch (kind) {
    case 'hotel': {
      const floors = Math.floor(paint.between(5, 8));
      const face: Face = { x: centre - 200, y: ground - floors * 44 - 40, width: 360, height: floors * 44 + 40, depth: 110 };
      const upper: Face = { ...face, height: floors * 44 };
      return (
        block(paint, sky, face, wall) +
        sideWindows(paint, sky, { ...upper, height: upper.height }, floors) +
        windowGrid(paint, sky, upper, floors, 6, { frame, balcony: paint.next() < 0.6 ? light(accent, 0.4) : undefined }) +
        `<path d="M${round(face.x - 10)} ${round(face.y - 16)} L${round(face.x + face.width + 10)} ${round(face.y - 16)} L${sidePoint(face, 1, -16)} L${sidePoint(face, 1, 0)} L${round(face.x + face.width)} ${round(face.y)} L${round(face.x - 10)} ${round(face.y)} Z" fill="${accent}"/>` +
        `<rect x="${round(centre - 100)}" y="${round(ground - 40)}" width="160" height="40" fill="${shade(accent, 0.2)}"/>` +
        `<path d="M${round(centre - 110)} ${round(ground - 46)} L${round(centre + 70)} ${round(ground - 46)} L${round(centre + 80)} ${round(ground - 34)} L${round(centre - 120)} ${round(ground - 34)} Z" fill="${accent}"/>` +
        door(centre - 50, ground, 60, 34, shade(sky.top, 0.5)) +
        (sky.lit ? glow(paint, centre - 20, ground - 20, 90, '#ffd58a', 0.45) : '')
      );
    }
    case 'apartment': {
      const floors = Math.floor(paint.between(3, 6));
      const face: Face = { x: centre - 150, y: ground - floors * 56, width: 280, height: floors * 56, depth: 80 };
      return (
        block(paint, sky, face, wall) +
        sideWindows(paint, sky, face, floors) +
        windowGrid(paint, sky, face, floors, 4, { frame, balcony: shade(wall, 0.3) }) +
        `<rect x="${round(face.x - 6)}" y="${round(face.y - 10)}" width="${round(face.width + 12)}" height="10" fill="${shade(wall, 0.35)}"/>` +
        door(centre - 20, ground, 40, 44, accent)
      );
    }
    case 'cottage': {
      const face: Face = { x: centre - 140, y: ground - 150, width: 250, height: 150, depth: 120 };
      return (
        block(paint, sky, face, wall) +
        sideWindows(paint, sky, { ...face, y: face.y + 30, height: 110 }, 1) +
        `<rect x="${round(face.x + face.width * 0.7 + 40)}" y="${round(face.y - 120)}" width="24" height="80" fill="${shade('#9c6b4f', 0.1)}"/>` +
        gableRoof(face, 95, 16, paint.pick(['#8a4b3a', '#5a5f66', '#6b4a3a', '#3f4b5a']), false) +
        windowGrid(paint, sky, { ...face, y: face.y + 20, height: 70 }, 1, 3, { frame: '#ffffff' }) +
        door(centre - 34, ground, 44, 70, accent) +
        windowGrid(paint, sky, { ...face, x: face.x + 10, y: face.y + 74, width: 70, height: 66 }, 1, 1, { frame: '#ffffff' }) +
        windowGrid(paint, sky, { ...face, x: face.x + face.width - 80, y: face.y + 74, width: 70, height: 66 }, 1, 1, { frame: '#ffffff' })
      );
    }
    case 'villa': {
      const face: Face = { x: centre - 220, y: ground - 170, width: 400, height: 170, depth: 120 };
      const roof = paint.pick(['#c0633f', '#b5553a', '#a9593f']);
      const pool = verticalGradient(paint, [
        [0, '#6fd6e0'],
        [1, '#2aa3c0'],
      ]);
      return (
        block(paint, sky, face, light(wall, 0.3)) +
        sideWindows(paint, sky, face, 2) +
        `<path d="M${round(face.x - 22)} ${round(face.y + 4)} L${round(face.x + 40)} ${round(face.y - 50)} L${round(face.x + face.width - 40)} ${round(face.y - 50)} L${round(face.x + face.width + 22)} ${round(face.y + 4)} Z" fill="${roof}"/>` +
        `<path d="M${round(face.x + face.width - 40)} ${round(face.y - 50)} L${sidePoint(face, 0.85, -50)} L${sidePoint(face, 1.1, 4)} L${round(face.x + face.width + 22)} ${round(face.y + 4)} Z" fill="${shade(roof, 0.2)}"/>` +
        windowGrid(paint, sky, { ...face, height: 85 }, 1, 5, { frame: '#ffffff' }) +
        Array.from({ length: 4 }, (_, index) => {
          const x = face.x + 30 + index * 95;
          return `<path d="M${round(x)} ${ground} L${round(x)} ${round(ground - 50)} A28 28 0 0 1 ${round(x + 56)} ${round(ground - 50)} L${round(x + 56)} ${ground} Z" fill="${shade(sky.top, 0.45)}"/>`;
        }).join('') +
        `<defs>${pool.defs}</defs><path d="M${round(centre - 300)} ${round(ground + 40)} L${round(centre + 240)} ${round(ground + 40)} L${round(centre + 300)} ${round(ground + 110)} L${round(centre - 330)} ${round(ground + 110)} Z" fill="${pool.fill}"/>` +
        `<path d="M${round(centre - 300)} ${round(ground + 40)} L${round(centre + 240)} ${round(ground + 40)} L${round(centre + 300)} ${round(ground + 110)} L${round(centre - 330)} ${round(ground + 110)} Z" fill="none" stroke="#f4efe6" stroke-width="6"/>` +
        Array.from(
          { length: 6 },
          () =>
            `<path d="M${round(paint.between(centre - 280, centre + 200))} ${round(paint.between(ground + 55, ground + 100))} q12 -5 24 0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.7"/>`,
        ).join('')
      );
    }
    case 'chalet': {
      const face: Face = { x: centre - 150, y: ground - 170, width: 280, height: 170, depth: 130 };
      const timber = paint.pick(['#8a5a36', '#7a4e2e', '#9b6a42']);
      return (
        block(paint, sky, face, timber) +
        Array.from(
          { length: 11 },
          (_, index) => `<rect x="${round(face.x)}" y="${round(face.y + index * 15.5)}" width="${face.width}" height="1.5" fill="${shade(timber, 0.35)}"/>`,
        ).join('') +
        `<rect x="${round(face.x)}" y="${round(face.y + 70)}" width="${face.width}" height="100" fill="${paint.pick(['#e9e2d6', '#d8d2c6'])}"/>` +
        sideWindows(paint, sky, face, 2) +
        gableRoof(face, 110, 34, shade(timber, 0.4), true) +
        windowGrid(paint, sky, { ...face, y: face.y - 10, height: 70 }, 1, 3, { frame: shade(timber, 0.4) }) +
        `<rect x="${round(face.x - 16)}" y="${round(face.y + 62)}" width="${face.width + 32}" height="8" fill="${shade(timber, 0.3)}"/>` +
        Array.from(
          { length: 15 },
          (_, index) => `<rect x="${round(face.x - 14 + index * 21)}" y="${round(face.y + 40)}" width="4" height="24" fill="${shade(timber, 0.3)}"/>`,
        ).join('') +
        windowGrid(paint, sky, { ...face, y: face.y + 80, height: 80, width: 200 }, 1, 3, { frame: shade(timber, 0.4) }) +
        door(face.x + 215, ground, 46, 76, shade(timber, 0.2))
      );
    }
    case 'bungalow': {
      const face: Face = { x: centre - 170, y: ground - 110, width: 320, height: 110, depth: 110 };
      const thatch = paint.pick(['#b58a4c', '#a77b41', '#c29a5a']);
      return (
        block(paint, sky, face, light(wall, 0.2)) +
        sideWindows(paint, sky, face, 1) +
        `<path d="M${round(face.x - 40)} ${round(face.y + 14)} L${round(face.x + 60)} ${round(face.y - 70)} L${round(face.x + face.width - 40)} ${round(face.y - 70)} L${round(face.x + face.width + 40)} ${round(face.y + 14)} Z" fill="${thatch}"/>` +
        `<path d="M${round(face.x + face.width - 40)} ${round(face.y - 70)} L${sidePoint(face, 0.8, -70)} L${sidePoint(face, 1.15, 14)} L${round(face.x + face.width + 40)} ${round(face.y + 14)} Z" fill="${shade(thatch, 0.2)}"/>` +
        Array.from({ length: 26 }, (_, index) => {
          const x = face.x - 30 + index * 15;
          return `<path d="M${round(x)} ${round(face.y + 12)} L${round(x + 14)} ${round(face.y - 58)}" stroke="${shade(thatch, 0.25)}" stroke-width="1.5"/>`;
        }).join('') +
        windowGrid(paint, sky, { ...face, y: face.y + 20, height: 60 }, 1, 4, { frame: '#ffffff' }) +
        Array.from(
          { length: 5 },
          (_, index) =>
            `<rect x="${round(face.x - 20 + index * 88)}" y="${round(face.y + 10)}" width="8" height="${face.height - 10}" fill="${shade(thatch, 0.45)}"/>`,
        ).join('') +
        `<rect x="${round(face.x - 30)}" y="${round(ground - 8)}" width="${face.width + 60}" height="10" fill="${shade(thatch, 0.35)}"/>`
      );
    }
  }
}
