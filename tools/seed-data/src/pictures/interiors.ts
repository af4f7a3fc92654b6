/** Rooms in one-point perspective: walls, floor, a window onto the property's setting, furniture and lamp light. */
import { drawSetting, type Setting, type Sky } from './landscapes';
import { HEIGHT, WIDTH, glow, light, mix, mottle, type Paint, round, shade, softShadow, verticalGradient } from './svg-kit';

export const ROOMS = ['bedroom', 'bathroom', 'living', 'kitchen', 'lobby', 'restaurant'] as const;
export type Room = (typeof ROOMS)[number];

const WALL_COLOURS = ['#efe6da', '#e4e9e6', '#f1e4d4', '#e8e0ea', '#dfe6ee', '#f4efe6'] as const;
const FABRICS = ['#3f5e7a', '#a4553f', '#5e7a4f', '#c9a24a', '#7a4f6d', '#2f6f73', '#b7b0a4'] as const;
const WOODS = ['#b98a5e', '#a0714a', '#c9a27a', '#8a6242'] as const;

// The back wall; everything in front of it is drawn from the floor line towards the viewer.
const BACK = { left: 210, right: 750, top: 120, bottom: 410 };

function shell(paint: Paint, wall: string, floor: string, tiled: boolean): string {
  const wallFill = verticalGradient(paint, [
    [0, light(wall, 0.1)],
    [1, shade(wall, 0.06)],
  ]);
  const floorFill = verticalGradient(paint, [
    [0, shade(floor, 0.18)],
    [1, light(floor, 0.08)],
  ]);
  const lines: string[] = [];
  for (let index = 0; index <= 12; index += 1) {
    const backX = BACK.left + ((BACK.right - BACK.left) * index) / 12;
    const frontX = -240 + ((WIDTH + 480) * index) / 12;
    lines.push(`<path d="M${round(backX)} ${BACK.bottom} L${round(frontX)} ${HEIGHT}" stroke="${shade(floor, 0.3)}" stroke-width="1.2" opacity="0.5"/>`);
  }
  if (tiled)
    for (const y of [430, 458, 495, 545, 610]) lines.push(`<rect x="0" y="${y}" width="${WIDTH}" height="1.2" fill="${shade(floor, 0.3)}" opacity="0.5"/>`);
  return (
    `<defs>${wallFill.defs}${floorFill.defs}</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wallFill.fill}"/>` +
    `<path d="M0 0 L${BACK.left} ${BACK.top} L${BACK.left} ${BACK.bottom} L0 ${HEIGHT} Z" fill="${shade(wall, 0.12)}"/>` +
    `<path d="M${WIDTH} 0 L${BACK.right} ${BACK.top} L${BACK.right} ${BACK.bottom} L${WIDTH} ${HEIGHT} Z" fill="${shade(wall, 0.2)}"/>` +
    `<path d="M0 0 L${WIDTH} 0 L${BACK.right} ${BACK.top} L${BACK.left} ${BACK.top} Z" fill="${light(wall, 0.25)}"/>` +
    mottle(paint, BACK.left, BACK.top, BACK.right - BACK.left, BACK.bottom - BACK.top, 0.12, 0.03) +
    `<path d="M${BACK.left} ${BACK.bottom} L${BACK.right} ${BACK.bottom} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${floorFill.fill}"/>` +
    lines.join('') +
    `<rect x="${BACK.left}" y="${BACK.bottom - 8}" width="${BACK.right - BACK.left}" height="8" fill="${shade(wall, 0.25)}"/>`
  );
}

/** A window on the back wall that looks out onto the setting, and the daylight it throws on the floor. */
function backWindow(paint: Paint, setting: Setting, sky: Sky, x: number, y: number, width: number, height: number): string {
  const view = drawSetting(paint, setting, sky, 470);
  return (
    `<rect x="${round(x - 8)}" y="${round(y - 8)}" width="${round(width + 16)}" height="${round(height + 16)}" fill="#f7f4ee"/>` +
    `<svg x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" viewBox="0 120 ${WIDTH} 420" preserveAspectRatio="xMidYMid slice">${view}</svg>` +
    `<rect x="${round(x + width / 2 - 3)}" y="${round(y)}" width="6" height="${round(height)}" fill="#f7f4ee"/>` +
    `<path d="M${round(x)} ${round(y + height)} L${round(x + width)} ${round(y + height)} L${round(x + width + 150)} ${HEIGHT} L${round(x - 120)} ${HEIGHT} Z" fill="#fffdf5" opacity="0.14"/>` +
    `<rect x="${round(x - 40)}" y="${round(y - 18)}" width="36" height="${round(height + 40)}" fill="${paint.pick(FABRICS)}" opacity="0.85"/>` +
    `<rect x="${round(x + width + 4)}" y="${round(y - 18)}" width="36" height="${round(height + 40)}" fill="${paint.pick(FABRICS)}" opacity="0.85"/>`
  );
}

function lamp(paint: Paint, x: number, y: number, shadeColour: string): string {
  return (
    glow(paint, x, y, 90, '#ffd89a', 0.55) +
    `<path d="M${round(x - 18)} ${round(y + 12)} L${round(x - 10)} ${round(y - 14)} L${round(x + 10)} ${round(y - 14)} L${round(x + 18)} ${round(y + 12)} Z" fill="${shadeColour}"/>` +
    `<rect x="${round(x - 2)}" y="${round(y + 12)}" width="4" height="22" fill="#5b4a3a"/>`
  );
}

function pendant(paint: Paint, x: number, y: number, colour: string): string {
  return (
    `<rect x="${round(x - 1)}" y="0" width="2" height="${round(y)}" fill="#3a3a3a"/>` +
    glow(paint, x, y + 14, 110, '#ffd89a', 0.5) +
    `<path d="M${round(x - 26)} ${round(y + 20)} Q${round(x)} ${round(y - 14)} ${round(x + 26)} ${round(y + 20)} Z" fill="${colour}"/>`
  );
}

function plant(paint: Paint, x: number, ground: number, size: number): string {
  const leaves = Array.from({ length: 9 }, (_, index) => {
    const angle = -Math.PI / 2 + (index - 4) * 0.32 + paint.between(-0.1, 0.1);
    const length = size * paint.between(0.7, 1.1);
    const endX = x + Math.cos(angle) * length;
    const endY = ground - size * 0.5 + Math.sin(angle) * length;
    return `<path d="M${round(x)} ${round(ground - size * 0.45)} Q${round(x + Math.cos(angle) * length * 0.3 - 12)} ${round(endY + 20)} ${round(endX)} ${round(endY)} Q${round(x + Math.cos(angle) * length * 0.6 + 10)} ${round(endY + 30)} ${round(x)} ${round(ground - size * 0.45)} Z" fill="${index % 2 ? '#3f7d4a' : '#2f6a3d'}"/>`;
  }).join('');
  return (
    softShadow(paint, x, ground, size * 0.45, 6) +
    leaves +
    `<path d="M${round(x - size * 0.28)} ${round(ground - size * 0.5)} L${round(x + size * 0.28)} ${round(ground - size * 0.5)} L${round(x + size * 0.22)} ${round(ground)} L${round(x - size * 0.22)} ${round(ground)} Z" fill="#c8b8a4"/>`
  );
}

function art(paint: Paint, x: number, y: number, width: number, height: number): string {
  const colours = [paint.pick(FABRICS), paint.pick(FABRICS), paint.pick(['#f1d6a8', '#d9e6ee', '#efc9b8'])];
  return (
    `<rect x="${round(x - 5)}" y="${round(y - 5)}" width="${round(width + 10)}" height="${round(height + 10)}" fill="#3b332b"/>` +
    `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${colours[2]}"/>` +
    `<circle cx="${round(x + width * 0.35)}" cy="${round(y + height * 0.45)}" r="${round(height * 0.25)}" fill="${colours[0]}" opacity="0.8"/>` +
    `<path d="M${round(x)} ${round(y + height)} Q${round(x + width * 0.5)} ${round(y + height * 0.4)} ${round(x + width)} ${round(y + height * 0.75)} L${round(x + width)} ${round(y + height)} Z" fill="${colours[1]}" opacity="0.85"/>`
  );
}

function bedroom(paint: Paint, setting: Setting, sky: Sky): string {
  const fabric = paint.pick(FABRICS);
  const wood = paint.pick(WOODS);
  const left = paint.next() < 0.5;
  const bedX = left ? 250 : 420;
  return (
    backWindow(paint, setting, sky, left ? 560 : 250, 160, 150, 190) +
    art(paint, bedX + 50, 170, 170, 70) +
    softShadow(paint, bedX + 145, 560, 240, 20, 0.4) +
    `<rect x="${bedX}" y="260" width="290" height="150" rx="10" fill="${shade(wood, 0.1)}"/>` +
    `<path d="M${bedX - 40} 390 L${bedX + 330} 390 L${bedX + 380} 560 L${bedX - 90} 560 Z" fill="#f6f3ee"/>` +
    `<path d="M${bedX - 60} 450 L${bedX + 350} 450 L${bedX + 380} 560 L${bedX - 90} 560 Z" fill="${fabric}"/>` +
    `<path d="M${bedX - 90} 560 L${bedX + 380} 560 L${bedX + 380} 590 L${bedX - 90} 590 Z" fill="${shade(fabric, 0.25)}"/>` +
    `<rect x="${bedX + 20}" y="345" width="110" height="52" rx="18" fill="#ffffff"/><rect x="${bedX + 160}" y="345" width="110" height="52" rx="18" fill="#fbfaf7"/>` +
    `<rect x="${bedX + 60}" y="372" width="80" height="40" rx="14" fill="${light(fabric, 0.35)}"/>` +
    `<rect x="${bedX - 110}" y="380" width="80" height="70" fill="${wood}"/><rect x="${bedX + 320}" y="380" width="80" height="70" fill="${wood}"/>` +
    lamp(paint, bedX - 70, 346, light(fabric, 0.6)) +
    lamp(paint, bedX + 360, 346, light(fabric, 0.6))
  );
}

function bathroom(paint: Paint, setting: Setting, sky: Sky): string {
  const tile = paint.pick(['#e9efef', '#efe9e1', '#dfe7ea', '#2f3e46']);
  const stone = paint.pick(['#d8cfc4', '#f2f0ec', '#b9b1a8']);
  const tiles: string[] = [];
  for (let y = BACK.top; y < BACK.bottom; y += 36)
    tiles.push(`<rect x="${BACK.left}" y="${y}" width="${BACK.right - BACK.left}" height="1.5" fill="${shade(tile, 0.2)}"/>`);
  for (let x = BACK.left; x < BACK.right; x += 36)
    tiles.push(`<rect x="${x}" y="${BACK.top}" width="1.5" height="${BACK.bottom - BACK.top}" fill="${shade(tile, 0.2)}"/>`);
  const mirror = verticalGradient(paint, [
    [0, '#dfe9f1'],
    [1, '#9fb3c2'],
  ]);
  return (
    `<rect x="${BACK.left}" y="${BACK.top}" width="${BACK.right - BACK.left}" height="${BACK.bottom - BACK.top}" fill="${tile}"/>` +
    tiles.join('') +
    backWindow(paint, setting, sky, 600, 150, 110, 120) +
    `<defs>${mirror.defs}</defs><rect x="270" y="150" width="220" height="150" rx="8" fill="${mirror.fill}"/>` +
    `<path d="M300 300 L360 150 L400 150 L340 300 Z" fill="#ffffff" opacity="0.25"/>` +
    glow(paint, 380, 140, 120, '#fff1cf', 0.45) +
    softShadow(paint, 380, 470, 170, 14, 0.35) +
    `<path d="M240 330 L520 330 L540 360 L220 360 Z" fill="${stone}"/><rect x="220" y="360" width="320" height="110" fill="${shade(paint.pick(WOODS), 0.1)}"/>` +
    `<ellipse cx="380" cy="343" rx="70" ry="10" fill="${shade(stone, 0.15)}"/><rect x="376" y="312" width="8" height="24" fill="#a9a9a9"/>` +
    softShadow(paint, 700, 600, 200, 18, 0.35) +
    `<path d="M560 470 L900 470 Q910 600 820 610 L620 610 Q560 600 560 470 Z" fill="#fbfbf9"/><ellipse cx="730" cy="474" rx="170" ry="16" fill="#e4eaee"/>` +
    `<rect x="150" y="260" width="24" height="140" rx="6" fill="${paint.pick(FABRICS)}"/>` +
    plant(paint, 80, 620, 120)
  );
}

function living(paint: Paint, setting: Setting, sky: Sky): string {
  const fabric = paint.pick(FABRICS);
  const wood = paint.pick(WOODS);
  const rug = paint.pick(['#d9cbb5', '#b7c4c9', '#c9a98f', '#8f9f8a']);
  return (
    backWindow(paint, setting, sky, 280, 150, 400, 200) +
    softShadow(paint, 480, 520, 300, 20, 0.35) +
    `<path d="M180 470 L780 470 L900 620 L60 620 Z" fill="${rug}"/>` +
    `<rect x="230" y="340" width="500" height="90" rx="20" fill="${shade(fabric, 0.1)}"/>` +
    `<rect x="200" y="410" width="560" height="80" rx="16" fill="${fabric}"/>` +
    `<rect x="180" y="370" width="60" height="130" rx="20" fill="${shade(fabric, 0.2)}"/><rect x="720" y="370" width="60" height="130" rx="20" fill="${shade(fabric, 0.2)}"/>` +
    `<rect x="270" y="360" width="90" height="60" rx="14" fill="${light(paint.pick(FABRICS), 0.3)}"/><rect x="600" y="360" width="90" height="60" rx="14" fill="${light(paint.pick(FABRICS), 0.3)}"/>` +
    softShadow(paint, 480, 590, 170, 10, 0.45) +
    `<path d="M330 540 L630 540 L660 570 L300 570 Z" fill="${wood}"/><rect x="300" y="570" width="360" height="12" fill="${shade(wood, 0.3)}"/>` +
    `<rect x="440" y="520" width="40" height="22" rx="4" fill="#f2ece2"/>` +
    plant(paint, 860, 560, 150) +
    `<rect x="95" y="250" width="4" height="290" fill="#3b3b3b"/>` +
    lamp(paint, 97, 236, '#f4ead8')
  );
}

function kitchen(paint: Paint, setting: Setting, sky: Sky): string {
  const cabinet = paint.pick(['#f2efe9', '#2f4a5c', '#5b6e58', '#d8cdbd', '#3c3f44']);
  const counter = paint.pick(['#ecebe7', '#3a3a3a', '#c8b89f']);
  const wood = paint.pick(WOODS);
  const doors = (y: number, height: number, count: number) =>
    Array.from({ length: count }, (_, index) => {
      const x = BACK.left + 10 + index * ((BACK.right - BACK.left - 20) / count);
      return `<rect x="${round(x + 3)}" y="${y}" width="${round((BACK.right - BACK.left - 20) / count - 6)}" height="${height}" rx="3" fill="${light(cabinet, 0.06)}" stroke="${shade(cabinet, 0.2)}"/>`;
    }).join('');
  return (
    `<rect x="${BACK.left}" y="130" width="${BACK.right - BACK.left}" height="100" fill="${cabinet}"/>` +
    doors(134, 92, 6) +
    backWindow(paint, setting, sky, 400, 250, 160, 80) +
    `<rect x="${BACK.left}" y="330" width="${BACK.right - BACK.left}" height="80" fill="${cabinet}"/>` +
    doors(336, 70, 6) +
    `<rect x="${BACK.left - 6}" y="320" width="${BACK.right - BACK.left + 12}" height="12" fill="${counter}"/>` +
    softShadow(paint, 480, 600, 280, 18, 0.4) +
    `<path d="M250 470 L710 470 L760 500 L200 500 Z" fill="${counter}"/><rect x="200" y="500" width="560" height="100" fill="${shade(wood, 0.05)}"/>` +
    Array.from(
      { length: 3 },
      (_, index) =>
        `<rect x="${260 + index * 170}" y="560" width="50" height="12" rx="4" fill="#3b3b3b"/><rect x="${283 + index * 170}" y="572" width="4" height="68" fill="#3b3b3b"/>`,
    ).join('') +
    pendant(paint, 330, 240, '#2b2b2b') +
    pendant(paint, 630, 240, '#2b2b2b') +
    `<rect x="300" y="445" width="40" height="26" rx="4" fill="#ffffff"/><circle cx="620" cy="460" r="14" fill="#d9a441"/>` +
    plant(paint, 870, 520, 110)
  );
}

function lobby(paint: Paint, setting: Setting, sky: Sky): string {
  const stone = paint.pick(['#3f3a36', '#2f3b3a', '#6b4f3a', '#d9d2c7']);
  const brand = paint.pick(['#b4473a', '#2f6f8f', '#c59b3f', '#35605b']);
  return (
    `<rect x="${BACK.left}" y="${BACK.top}" width="${BACK.right - BACK.left}" height="${BACK.bottom - BACK.top}" fill="${stone}"/>` +
    mottle(paint, BACK.left, BACK.top, BACK.right - BACK.left, BACK.bottom - BACK.top, 0.35, 0.012) +
    `<rect x="400" y="170" width="160" height="60" rx="30" fill="none" stroke="${light(brand, 0.3)}" stroke-width="5"/>` +
    glow(paint, 480, 200, 160, '#ffe1a8', 0.35) +
    backWindow(paint, setting, sky, 620, 170, 90, 200) +
    softShadow(paint, 480, 520, 260, 16, 0.4) +
    `<path d="M260 390 Q480 360 700 390 L700 500 Q480 470 260 500 Z" fill="${light(brand, 0.15)}"/>` +
    `<path d="M250 380 Q480 350 710 380 L710 396 Q480 366 250 396 Z" fill="#f4efe6"/>` +
    glow(paint, 480, 470, 240, '#ffd58a', 0.25) +
    pendant(paint, 300, 150, '#c9a66b') +
    pendant(paint, 480, 110, '#c9a66b') +
    pendant(paint, 660, 150, '#c9a66b') +
    plant(paint, 110, 600, 190) +
    plant(paint, 850, 610, 200) +
    `<path d="M0 600 L${WIDTH} 600 L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="#ffffff" opacity="0.08"/>`
  );
}

function restaurant(paint: Paint, setting: Setting, sky: Sky): string {
  const wood = paint.pick(WOODS);
  const cloth = paint.pick(['#fbfaf7', '#efe6d6', '#e6ecef']);
  const chair = paint.pick(FABRICS);
  const tables: string[] = [];
  for (const [x, y, scale] of [
    [250, 470, 0.8],
    [700, 470, 0.8],
    [470, 560, 1.1],
    [140, 600, 1.2],
    [830, 600, 1.2],
  ] as const) {
    tables.push(softShadow(paint, x, y + 70 * scale, 90 * scale, 10 * scale, 0.35));
    tables.push(
      `<rect x="${round(x - 75 * scale)}" y="${round(y - 55 * scale)}" width="${round(40 * scale)}" height="${round(90 * scale)}" rx="${round(8 * scale)}" fill="${chair}"/>`,
    );
    tables.push(
      `<rect x="${round(x + 35 * scale)}" y="${round(y - 55 * scale)}" width="${round(40 * scale)}" height="${round(90 * scale)}" rx="${round(8 * scale)}" fill="${chair}"/>`,
    );
    tables.push(`<ellipse cx="${x}" cy="${y}" rx="${round(80 * scale)}" ry="${round(22 * scale)}" fill="${cloth}"/>`);
    tables.push(
      `<path d="M${round(x - 80 * scale)} ${y} L${round(x - 76 * scale)} ${round(y + 40 * scale)} L${round(x + 76 * scale)} ${round(y + 40 * scale)} L${round(x + 80 * scale)} ${y} Z" fill="${shade(cloth, 0.08)}"/>`,
    );
    tables.push(
      `<circle cx="${round(x - 25 * scale)}" cy="${round(y - 4 * scale)}" r="${round(9 * scale)}" fill="#ffffff" stroke="#d8d2c8"/><circle cx="${round(x + 25 * scale)}" cy="${round(y - 4 * scale)}" r="${round(9 * scale)}" fill="#ffffff" stroke="#d8d2c8"/>`,
    );
    tables.push(glow(paint, x, y - 12 * scale, 40 * scale, '#ffcf7a', 0.6));
  }
  return (
    backWindow(paint, setting, sky, 250, 140, 460, 190) +
    `<rect x="${BACK.left}" y="350" width="${BACK.right - BACK.left}" height="60" fill="${wood}"/>` +
    pendant(paint, 250, 210, '#2e2e2e') +
    pendant(paint, 470, 250, '#2e2e2e') +
    pendant(paint, 700, 210, '#2e2e2e') +
    tables.join('')
  );
}

export function drawRoom(paint: Paint, room: Room, setting: Setting, sky: Sky): string {
  const wall = paint.pick(WALL_COLOURS);
  const floor = room === 'bathroom' || room === 'lobby' ? paint.pick(['#d9d4cc', '#bfb8ad', '#e8e4dc']) : paint.pick(WOODS);
  const tiled = room === 'bathroom' || room === 'lobby' || room === 'kitchen';
  const draw = { bedroom, bathroom, living, kitchen, lobby, restaurant }[room];
  return (
    shell(paint, wall, floor, tiled) +
    draw(paint, setting, sky) +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${mix('#ffb870', '#ffffff', 0.4)}" opacity="0.05"/>`
  );
}
