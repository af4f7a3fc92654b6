/** Skies and the land around a property, by setting: the back layers of every outdoor picture. */
import { HEIGHT, WIDTH, glow, light, mix, mottle, type Paint, round, shade, softShadow, verticalGradient } from './svg-kit';

export const SETTINGS = ['beach', 'ski', 'hills', 'lake', 'heritage', 'city'] as const;
export type Setting = (typeof SETTINGS)[number];

export const DAYLIGHTS = ['morning', 'noon', 'golden', 'dusk'] as const;
export type Daylight = (typeof DAYLIGHTS)[number];

export interface Sky {
  top: string;
  middle: string;
  /** The colour far things fade into. */
  haze: string;
  sunColour: string;
  sunX: number;
  sunY: number;
  /** Windows glow after sunset. */
  lit: boolean;
}

const SKIES: Record<Daylight, Omit<Sky, 'sunX' | 'sunY'>> = {
  morning: { top: '#7db4ea', middle: '#bcd8f2', haze: '#f4dcc0', sunColour: '#fff2cf', lit: false },
  noon: { top: '#2f7fd0', middle: '#7fb9ec', haze: '#d9ecfa', sunColour: '#fffbe8', lit: false },
  golden: { top: '#4c6fb8', middle: '#e7a778', haze: '#fbd49a', sunColour: '#ffe1a1', lit: false },
  dusk: { top: '#1f2452', middle: '#7d4f86', haze: '#f09a6c', sunColour: '#ffc58a', lit: true },
};

export function skyFor(paint: Paint, daylight: Daylight, horizon: number): Sky {
  const base = SKIES[daylight];
  const sunY = daylight === 'noon' ? paint.between(70, 130) : daylight === 'dusk' ? horizon - paint.between(10, 40) : paint.between(150, horizon - 70);
  return { ...base, sunX: paint.between(110, WIDTH - 110), sunY };
}

function drawSky(paint: Paint, sky: Sky, horizon: number): string {
  const gradient = verticalGradient(paint, [
    [0, sky.top],
    [0.55, sky.middle],
    [1, sky.haze],
  ]);
  const clouds = Array.from({ length: Math.floor(paint.between(2, 6)) }, () => cloud(paint, sky, horizon)).join('');
  return (
    `<defs>${gradient.defs}</defs><rect width="${WIDTH}" height="${round(horizon + 40)}" fill="${gradient.fill}"/>` +
    glow(paint, sky.sunX, sky.sunY, 260, sky.sunColour, 0.55) +
    `<circle cx="${round(sky.sunX)}" cy="${round(sky.sunY)}" r="${sky.lit ? 30 : 24}" fill="${light(sky.sunColour, 0.4)}" opacity="0.95"/>` +
    clouds
  );
}

function cloud(paint: Paint, sky: Sky, horizon: number): string {
  const cx = paint.between(0, WIDTH);
  const cy = paint.between(40, horizon * 0.55);
  const size = paint.between(40, 90);
  const id = paint.id('c');
  const colour = sky.lit ? mix(sky.haze, '#ffffff', 0.3) : '#ffffff';
  const puffs = Array.from({ length: 5 }, (_, index) => {
    const x = cx + (index - 2) * size * 0.55 + paint.between(-10, 10);
    const y = cy - Math.sin((index / 4) * Math.PI) * size * 0.35;
    return `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(size * 0.6)}" ry="${round(size * 0.38)}"/>`;
  }).join('');
  return (
    `<defs><filter id="${id}" x="-30%" y="-50%" width="160%" height="200%"><feGaussianBlur stdDeviation="7"/></filter></defs>` +
    `<g fill="${colour}" opacity="${round(paint.between(0.45, 0.8) * 100) / 100}" filter="url(#${id})">${puffs}</g>`
  );
}

/** A ridge of peaks, lit on one flank; snow caps on high mountains. */
function drawMountains(paint: Paint, sky: Sky, base: number, options: { height: number; colour: string; snow: boolean; haze: number }): string {
  const colour = mix(options.colour, sky.haze, options.haze);
  const lit = mix(light(colour, 0.18), sky.sunColour, 0.12);
  const dark = shade(colour, 0.18);
  const parts: string[] = [];
  let x = paint.between(-160, -40);
  while (x < WIDTH + 80) {
    const halfWidth = paint.between(120, 240);
    const peakHeight = options.height * paint.between(0.6, 1);
    const peakX = x + halfWidth;
    const peakY = base - peakHeight;
    const right = peakX + halfWidth * paint.between(0.8, 1.2);
    parts.push(`<path d="M${round(x)} ${base} L${round(peakX)} ${round(peakY)} L${round(right)} ${base} Z" fill="${dark}"/>`);
    parts.push(`<path d="M${round(x)} ${base} L${round(peakX)} ${round(peakY)} L${round(peakX + halfWidth * 0.18)} ${base} Z" fill="${lit}"/>`);
    if (options.snow) {
      const capDepth = peakHeight * paint.between(0.25, 0.4);
      const leftX = peakX - (halfWidth * capDepth) / peakHeight;
      const rightX = peakX + ((right - peakX) * capDepth) / peakHeight;
      const y = peakY + capDepth;
      parts.push(
        `<path d="M${round(peakX)} ${round(peakY)} L${round(leftX)} ${round(y)} L${round(leftX + (peakX - leftX) * 0.4)} ${round(y - 12)} L${round(peakX)} ${round(y + 6)} L${round(peakX + (rightX - peakX) * 0.5)} ${round(y - 10)} L${round(rightX)} ${round(y)} Z" fill="${mix('#f8fbff', sky.haze, options.haze * 0.6)}"/>`,
      );
    }
    x = right - paint.between(60, 140);
  }
  return parts.join('');
}

/** Rolling hills in layers, each nearer one greener and darker. */
function drawHills(paint: Paint, sky: Sky, top: number, layers: number, green: string): string {
  const parts: string[] = [];
  for (let layer = 0; layer < layers; layer += 1) {
    const y = top + layer * 34;
    const colour = mix(green, sky.haze, 0.55 - (layer / layers) * 0.55);
    const amplitude = paint.between(14, 34);
    const phase = paint.between(0, WIDTH);
    let path = `M0 ${round(y)}`;
    for (let x = 0; x <= WIDTH; x += 80) {
      const wave = Math.sin((x + phase) / 140) * amplitude + Math.sin((x + phase) / 57) * amplitude * 0.3;
      path += ` L${x} ${round(y - wave)}`;
    }
    parts.push(`<path d="${path} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${colour}"/>`);
    if (layer >= layers - 2) parts.push(trees(paint, sky, y - 10, 6 + layer * 3, shade(green, 0.15 + layer * 0.05), 0.5 + layer * 0.25));
  }
  return parts.join('');
}

/** Round-crowned trees along a line, with a lit side. */
function trees(paint: Paint, sky: Sky, y: number, count: number, colour: string, scale: number): string {
  return Array.from({ length: count }, () => {
    const x = paint.between(0, WIDTH);
    const size = paint.between(14, 26) * scale;
    const crown = mix(colour, sky.haze, 0.1);
    return (
      `<rect x="${round(x - size * 0.08)}" y="${round(y - size * 0.3)}" width="${round(size * 0.16)}" height="${round(size * 0.8)}" fill="${shade(crown, 0.4)}"/>` +
      `<circle cx="${round(x)}" cy="${round(y - size * 0.7)}" r="${round(size * 0.7)}" fill="${crown}"/>` +
      `<circle cx="${round(x - size * 0.22)}" cy="${round(y - size * 0.9)}" r="${round(size * 0.38)}" fill="${mix(light(crown, 0.2), sky.sunColour, 0.15)}"/>`
    );
  }).join('');
}

/** Dark conifers, for the mountains and lakes. */
function pines(paint: Paint, y: number, count: number, colour: string, scale: number, snow = false): string {
  return Array.from({ length: count }, () => {
    const x = paint.between(-20, WIDTH + 20);
    const size = paint.between(30, 60) * scale;
    const tiers = [0, 0.3, 0.55]
      .map((offset, index) => {
        const tierTop = y - size + offset * size;
        const halfWidth = size * (0.18 + index * 0.08);
        return `<path d="M${round(x)} ${round(tierTop)} L${round(x - halfWidth)} ${round(tierTop + size * 0.45)} L${round(x + halfWidth)} ${round(tierTop + size * 0.45)} Z"/>`;
      })
      .join('');
    const cap = snow
      ? `<path d="M${round(x)} ${round(y - size)} L${round(x - size * 0.1)} ${round(y - size * 0.8)} L${round(x + size * 0.1)} ${round(y - size * 0.8)} Z" fill="#f4f8fc"/>`
      : '';
    return `<g fill="${colour}">${tiers}</g><rect x="${round(x - 2)}" y="${round(y)}" width="4" height="${round(size * 0.1)}" fill="${shade(colour, 0.3)}"/>${cap}`;
  }).join('');
}

/** The sea to the horizon, the sun's path on it, the surf and the sand. */
function drawSea(paint: Paint, sky: Sky, horizon: number, shore: number): string {
  const water = verticalGradient(paint, [
    [0, mix('#2c6f9e', sky.haze, 0.35)],
    [0.6, '#2e8fa8'],
    [1, '#59c3c3'],
  ]);
  const sand = verticalGradient(paint, [
    [0, '#ecd3a4'],
    [1, '#d7b27a'],
  ]);
  const sparkles = Array.from({ length: 14 }, (_, index) => {
    const y = horizon + 6 + index * ((shore - horizon) / 14);
    const width = 12 + index * 7 + paint.between(0, 20);
    return `<rect x="${round(sky.sunX - width / 2 + paint.between(-12, 12))}" y="${round(y)}" width="${round(width)}" height="2.4" rx="1.2" fill="${sky.sunColour}" opacity="${round(0.75 - index * 0.04)}"/>`;
  }).join('');
  const surf = `<path d="M0 ${shore} Q${WIDTH * 0.25} ${shore - 10} ${WIDTH * 0.5} ${shore + 2} T${WIDTH} ${shore - 4} L${WIDTH} ${shore + 10} Q${WIDTH * 0.5} ${shore + 14} 0 ${shore + 8} Z" fill="#f7fbfb" opacity="0.85"/>`;
  return (
    `<defs>${water.defs}${sand.defs}</defs><rect y="${horizon}" width="${WIDTH}" height="${shore - horizon + 4}" fill="${water.fill}"/>` +
    sparkles +
    `<rect y="${shore + 4}" width="${WIDTH}" height="${HEIGHT - shore}" fill="${sand.fill}"/>` +
    mottle(paint, 0, shore + 4, WIDTH, HEIGHT - shore, 0.35, 0.05) +
    surf
  );
}

function palm(paint: Paint, x: number, ground: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = ground - height;
  const trunk = `<path d="M${round(x - 6)} ${ground} Q${round(x + lean * 0.2)} ${round(ground - height * 0.6)} ${round(topX - 3)} ${round(topY)} L${round(topX + 3)} ${round(topY)} Q${round(x + lean * 0.3 + 8)} ${round(ground - height * 0.6)} ${round(x + 6)} ${ground} Z" fill="#7a5a3a"/>`;
  const fronds = Array.from({ length: 7 }, (_, index) => {
    const angle = (index / 7) * Math.PI * 2 + paint.between(-0.2, 0.2);
    const length = height * paint.between(0.35, 0.5);
    const endX = topX + Math.cos(angle) * length;
    const endY = topY + Math.abs(Math.sin(angle)) * length * 0.5 + length * 0.25;
    const controlX = topX + Math.cos(angle) * length * 0.5;
    const controlY = topY - length * 0.25;
    return `<path d="M${round(topX)} ${round(topY)} Q${round(controlX)} ${round(controlY)} ${round(endX)} ${round(endY)} Q${round(controlX)} ${round(controlY + 14)} ${round(topX)} ${round(topY + 4)} Z" fill="${index % 2 ? '#2f7a45' : '#3f9655'}"/>`;
  }).join('');
  return trunk + fronds;
}

/** A still lake with the mountains' reflection and the light on the water. */
function drawLake(paint: Paint, sky: Sky, horizon: number, shore: number, mountains: string): string {
  const water = verticalGradient(paint, [
    [0, mix('#4d7f9c', sky.haze, 0.3)],
    [1, '#2d5f74'],
  ]);
  const clip = paint.id('k');
  return (
    `<defs>${water.defs}<clipPath id="${clip}"><rect y="${horizon}" width="${WIDTH}" height="${shore - horizon}"/></clipPath></defs>` +
    `<rect y="${horizon}" width="${WIDTH}" height="${shore - horizon}" fill="${water.fill}"/>` +
    `<g clip-path="url(#${clip})" opacity="0.32" transform="translate(0 ${horizon * 2}) scale(1 -1)">${mountains}</g>` +
    Array.from({ length: 9 }, (_, index) => {
      const y = horizon + 8 + index * ((shore - horizon) / 9);
      return `<rect x="${round(paint.between(0, WIDTH - 200))}" y="${round(y)}" width="${round(paint.between(60, 240))}" height="1.6" fill="#ffffff" opacity="0.35"/>`;
    }).join('')
  );
}

/** An old town on the skyline: domes, towers and roofs in the haze. */
function drawOldTown(paint: Paint, sky: Sky, base: number): string {
  const colour = mix('#b98b63', sky.haze, 0.45);
  const parts: string[] = [];
  let x = -20;
  while (x < WIDTH) {
    const width = paint.between(40, 90);
    const height = paint.between(40, 110);
    const kind = paint.next();
    parts.push(`<rect x="${round(x)}" y="${round(base - height)}" width="${round(width)}" height="${round(height)}"/>`);
    if (kind < 0.25) parts.push(`<ellipse cx="${round(x + width / 2)}" cy="${round(base - height)}" rx="${round(width * 0.42)}" ry="${round(width * 0.4)}"/>`);
    else if (kind < 0.45)
      parts.push(
        `<rect x="${round(x + width * 0.35)}" y="${round(base - height - 70)}" width="${round(width * 0.3)}" height="70"/><path d="M${round(x + width * 0.3)} ${round(base - height - 70)} L${round(x + width / 2)} ${round(base - height - 100)} L${round(x + width * 0.7)} ${round(base - height - 70)} Z"/>`,
      );
    else
      parts.push(
        `<path d="M${round(x - 4)} ${round(base - height)} L${round(x + width / 2)} ${round(base - height - 22)} L${round(x + width + 4)} ${round(base - height)} Z"/>`,
      );
    x += width + paint.between(-8, 6);
  }
  return `<g fill="${colour}">${parts.join('')}</g>`;
}

/** Towers of a city in two depths, windows lit after dark. */
function drawSkyline(paint: Paint, sky: Sky, base: number): string {
  const layers: string[] = [];
  for (const [depth, haze] of [
    [0, 0.55],
    [1, 0.3],
  ] as const) {
    const colour = mix(depth === 0 ? '#6f7c8f' : '#4d5868', sky.haze, haze);
    let x = paint.between(-30, 0);
    while (x < WIDTH) {
      const width = paint.between(40, 100);
      const height = paint.between(80, depth === 0 ? 260 : 190);
      layers.push(`<rect x="${round(x)}" y="${round(base - height)}" width="${round(width)}" height="${round(height)}" fill="${colour}"/>`);
      if (depth === 1) {
        for (let row = base - height + 12; row < base - 10; row += 16) {
          for (let column = x + 8; column < x + width - 10; column += 14) {
            const on = sky.lit ? paint.next() < 0.55 : paint.next() < 0.15;
            if (on) layers.push(`<rect x="${round(column)}" y="${round(row)}" width="6" height="8" fill="${sky.lit ? '#ffd27a' : light(colour, 0.35)}"/>`);
          }
        }
      }
      x += width + paint.between(2, 18);
    }
  }
  return layers.join('');
}

/** The ground a property stands on, by setting. */
function drawGround(paint: Paint, setting: Setting, sky: Sky, top: number): string {
  const colours: Record<Setting, [string, string]> = {
    beach: ['#e8cd9a', '#cfa774'],
    ski: ['#f3f7fb', '#cfdbe8'],
    hills: ['#79a957', '#4f7f3a'],
    lake: ['#6f9a58', '#4b7340'],
    heritage: ['#cdb596', '#a88b68'],
    city: ['#9aa0a8', '#6d737b'],
  };
  const [near, far] = colours[setting];
  const ground = verticalGradient(paint, [
    [0, mix(far, sky.haze, 0.25)],
    [1, near],
  ]);
  return (
    `<defs>${ground.defs}</defs><rect y="${round(top)}" width="${WIDTH}" height="${round(HEIGHT - top)}" fill="${ground.fill}"/>` +
    mottle(paint, 0, top, WIDTH, HEIGHT - top, setting === 'ski' || setting === 'city' ? 0.15 : 0.35, 0.035)
  );
}

/** The whole background of a setting down to the line where a building stands. */
export function drawSetting(paint: Paint, setting: Setting, sky: Sky, ground: number): string {
  const horizon = ground - 90;
  const parts = [drawSky(paint, sky, horizon)];
  switch (setting) {
    case 'beach':
      parts.push(drawSea(paint, sky, horizon, ground - 6));
      parts.push(palm(paint, paint.between(40, 160), HEIGHT - 30, 300, 40), palm(paint, paint.between(780, 900), HEIGHT - 10, 340, -50));
      break;
    case 'ski':
      parts.push(drawMountains(paint, sky, horizon + 30, { height: 270, colour: '#6a7d96', snow: true, haze: 0.35 }));
      parts.push(drawMountains(paint, sky, horizon + 60, { height: 170, colour: '#56687f', snow: true, haze: 0.1 }));
      parts.push(drawGround(paint, setting, sky, horizon + 50), pines(paint, horizon + 80, 18, '#244636', 0.9, true));
      break;
    case 'hills':
      parts.push(drawMountains(paint, sky, horizon + 10, { height: 140, colour: '#6e8aa0', snow: false, haze: 0.55 }));
      parts.push(drawHills(paint, sky, horizon, 4, '#5d9444'));
      break;
    case 'lake': {
      const mountains = drawMountains(paint, sky, horizon, { height: 220, colour: '#5f7488', snow: paint.next() < 0.5, haze: 0.3 });
      parts.push(mountains, pines(paint, horizon + 4, 26, mix('#2f5a45', sky.haze, 0.3), 0.45));
      parts.push(drawLake(paint, sky, horizon, ground - 14, mountains), drawGround(paint, setting, sky, ground - 16));
      break;
    }
    case 'heritage':
      parts.push(drawHills(paint, sky, horizon + 10, 2, '#8fa66b'), drawOldTown(paint, sky, horizon + 40), drawGround(paint, setting, sky, horizon + 36));
      break;
    case 'city':
      parts.push(drawSkyline(paint, sky, horizon + 60), drawGround(paint, setting, sky, horizon + 56));
      break;
  }
  return parts.join('');
}

/** Greenery in front of a building: bushes and flowers. */
export function shrubs(paint: Paint, sky: Sky, y: number, from: number, to: number, colour = '#3f7d3c'): string {
  const parts: string[] = [];
  for (let x = from; x < to; x += paint.between(26, 50)) {
    const size = paint.between(16, 30);
    parts.push(softShadow(paint, x, y + 4, size, 5, 0.25));
    parts.push(`<ellipse cx="${round(x)}" cy="${round(y - size * 0.4)}" rx="${round(size)}" ry="${round(size * 0.7)}" fill="${shade(colour, 0.1)}"/>`);
    parts.push(
      `<ellipse cx="${round(x - size * 0.25)}" cy="${round(y - size * 0.6)}" rx="${round(size * 0.55)}" ry="${round(size * 0.4)}" fill="${mix(light(colour, 0.15), sky.sunColour, 0.1)}"/>`,
    );
    if (paint.next() < 0.4)
      parts.push(
        `<circle cx="${round(x + size * 0.3)}" cy="${round(y - size * 0.7)}" r="3" fill="${paint.pick(['#f2c14e', '#e76f51', '#f4a6c1', '#ffffff'])}"/>`,
      );
  }
  return parts.join('');
}
