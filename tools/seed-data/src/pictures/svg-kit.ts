/** Small drawing helpers shared by the scene painters: a seeded random source, colour mixing and soft effects. */
import { mulberry32 } from '../random';

export const WIDTH = 960;
export const HEIGHT = 640;

export interface Paint {
  /** [0, 1) */
  next(): number;
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A unique id for a gradient or filter inside one picture. */
  id(prefix: string): string;
}

export function paintFor(seed: number): Paint {
  const next = mulberry32(seed);
  let counter = 0;
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('nothing to pick from');
      return item;
    },
    id: (prefix) => `${prefix}${++counter}`,
  };
}

/** FNV-1a: a stable number for a scene's name. */
export function hashText(text: string): number {
  let result = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    result ^= text.charCodeAt(index);
    result = Math.imul(result, 0x01000193) >>> 0;
  }
  return result;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` moved towards `b` by `amount` (0..1): haze, shade and light. */
export function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const blend = (x: number, y: number) => Math.round(x + (y - x) * amount);
  return `#${[blend(ar, br), blend(ag, bg), blend(ab, bb)].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export const shade = (colour: string, amount: number) => mix(colour, '#101418', amount);
export const light = (colour: string, amount: number) => mix(colour, '#ffffff', amount);

export const round = (value: number) => Math.round(value * 10) / 10;

/** A vertical gradient; `stops` are [offset 0..1, colour, opacity?]. Returns the defs and the fill reference. */
export function verticalGradient(paint: Paint, stops: readonly (readonly [number, string, number?])[], horizontal = false): { defs: string; fill: string } {
  const id = paint.id('g');
  const direction = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  const stopTags = stops.map(([offset, colour, opacity = 1]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`).join('');
  return { defs: `<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`, fill: `url(#${id})` };
}

/** A soft round glow (sun, lamp, window light). */
export function glow(paint: Paint, cx: number, cy: number, radius: number, colour: string, opacity: number): string {
  const id = paint.id('r');
  return (
    `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="url(#${id})"/>`
  );
}

/** A blurred ellipse: contact shadows under buildings and furniture. */
export function softShadow(paint: Paint, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const id = paint.id('b');
  return (
    `<defs><filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${round(ry / 2 + 2)}"/></filter></defs>` +
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="#1b2026" opacity="${opacity}" filter="url(#${id})"/>`
  );
}

/** A low-frequency mottle over a shape's area, so plaster, sand and water are not flat (cheap to compress). */
export function mottle(paint: Paint, x: number, y: number, width: number, height: number, opacity: number, frequency = 0.018): string {
  const id = paint.id('t');
  const seed = Math.floor(paint.next() * 1000);
  return (
    `<defs><filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="3" seed="${seed}"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 0.1  0 0 0 0 0.08  0 0 0 0 0.05  0 0 0 -1.2 0.9"/></filter></defs>` +
    `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" filter="url(#${id})" opacity="${opacity}"/>`
  );
}

/** Darker corners, as a lens sees them. */
export function vignette(paint: Paint, strength = 0.28): string {
  const id = paint.id('v');
  return (
    `<defs><radialGradient id="${id}" cx="0.5" cy="0.48" r="0.75"><stop offset="0.55" stop-color="#0b0d12" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#0b0d12" stop-opacity="${strength}"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>`
  );
}

export function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${body}</svg>`;
}
