/**
 * The library of generated pictures: every scene has a stable name and is drawn from that name alone, so the same
 * name always gives the same picture. Properties share scenes of their kind and setting (see picture-choice.ts).
 */
import { BUILDINGS, type Building, drawBuilding } from './buildings';
import { drawRoom, ROOMS, type Room } from './interiors';
import { DAYLIGHTS, type Daylight, drawSetting, SETTINGS, type Setting, shrubs, skyFor } from './landscapes';
import { HEIGHT, WIDTH, hashText, paintFor, svgDocument, vignette } from './svg-kit';

export type Scene =
  | { kind: 'exterior'; building: Building; setting: Setting; variant: number }
  | { kind: 'room'; room: Room; setting: Setting; variant: number }
  | { kind: 'view'; setting: Setting; variant: number };

/** Hotels fill a city's listing, so they get more faces than each kind of home. */
export const EXTERIOR_VARIANTS: Record<Building, number> = { hotel: 8, apartment: 2, cottage: 2, villa: 2, chalet: 2, bungalow: 2 };
const ROOM_VARIANTS = 1;
export const VIEW_VARIANTS = 3;

export function sceneName(scene: Scene): string {
  switch (scene.kind) {
    case 'exterior':
      return `exterior-${scene.building}-${scene.setting}-${scene.variant}`;
    case 'room':
      return `room-${scene.room}-${scene.setting}-${scene.variant}`;
    case 'view':
      return `view-${scene.setting}-${scene.variant}`;
  }
}

export function allScenes(): Scene[] {
  const scenes: Scene[] = [];
  for (const setting of SETTINGS) {
    for (const building of BUILDINGS)
      for (let variant = 1; variant <= EXTERIOR_VARIANTS[building]; variant += 1) scenes.push({ kind: 'exterior', building, setting, variant });
    for (const room of ROOMS) for (let variant = 1; variant <= ROOM_VARIANTS; variant += 1) scenes.push({ kind: 'room', room, setting, variant });
    for (let variant = 1; variant <= VIEW_VARIANTS; variant += 1) scenes.push({ kind: 'view', setting, variant });
  }
  return scenes;
}

/** The path from the front door towards the viewer, so the foreground is not an empty field. */
function approach(centre: number, ground: number, setting: Setting): string {
  const colour = { beach: '#f1dfbf', ski: '#dfe6ee', hills: '#d9c9a8', lake: '#d9c9a8', heritage: '#e2d3bb', city: '#c9ccd1' }[setting];
  return `<path d="M${centre - 70} ${ground} L${centre + 10} ${ground} L${centre + 140} ${HEIGHT} L${centre - 170} ${HEIGHT} Z" fill="${colour}" opacity="0.85"/>`;
}

function daylightOf(seed: number, indoors: boolean): Daylight {
  const choices: readonly Daylight[] = indoors ? ['morning', 'noon', 'golden'] : DAYLIGHTS;
  return choices[seed % choices.length] ?? 'noon';
}

/** The SVG source of a scene (960×640). */
export function sceneSvg(scene: Scene): string {
  const seed = hashText(sceneName(scene));
  const paint = paintFor(seed);
  const ground = 470;
  switch (scene.kind) {
    case 'exterior': {
      const sky = skyFor(paint, daylightOf(seed >>> 4, false), ground - 90);
      const centre = WIDTH / 2 + paint.between(-90, 60);
      return svgDocument(
        drawSetting(paint, scene.setting, sky, ground) +
          approach(centre, ground, scene.setting) +
          drawBuilding(paint, scene.building, sky, ground, centre) +
          shrubs(paint, sky, ground + 6, 0, centre - 230) +
          shrubs(paint, sky, ground + 6, centre + 260, WIDTH) +
          vignette(paint),
      );
    }
    case 'room': {
      const sky = skyFor(paint, daylightOf(seed >>> 4, true), ground - 90);
      return svgDocument(drawRoom(paint, scene.room, scene.setting, sky) + vignette(paint, 0.22));
    }
    case 'view': {
      const sky = skyFor(paint, daylightOf(seed >>> 4, false), ground - 90);
      const terrace = scene.variant === 2;
      const rail = terrace
        ? `<rect y="${HEIGHT - 150}" width="${WIDTH}" height="10" fill="#f4efe6"/>` +
          Array.from({ length: 25 }, (_, index) => `<rect x="${index * 40 + 8}" y="${HEIGHT - 140}" width="8" height="140" fill="#f4efe6"/>`).join('')
        : scene.variant === 3
          ? shrubs(paint, sky, HEIGHT - 20, 0, WIDTH, '#4f8a3d')
          : '';
      return svgDocument(drawSetting(paint, scene.setting, sky, ground + 40) + rail + vignette(paint, 0.2));
    }
  }
}
