/**
 * How a generated picture is named and served: /pictures/<scene>-<width>.<format> from the web app's public folder.
 * libs/ui's responsive image (responsive-sources.ts) reads the same convention back from a URL to offer every width
 * and format, so the two lists must agree.
 */
import { createHash } from 'node:crypto';

export const PICTURE_WIDTHS = [480, 960] as const;
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
/** The width and format a stored URL names: what any client without srcset support gets. */
const DEFAULT_WIDTH = 960;

export function pictureFileName(scene: string, width: number, format: (typeof PICTURE_FORMATS)[number]): string {
  return `${scene}-${width}.${format}`;
}

export function pictureUrl(scene: string): string {
  return `/pictures/${pictureFileName(scene, DEFAULT_WIDTH, 'webp')}`;
}

export const ENCODING = { webp: { quality: 74, effort: 4 }, avif: { quality: 52, effort: 2 } } as const;

/** What a scene's files were rendered from: its SVG source, the widths and the encoders' settings. */
export function renderHash(svg: string): string {
  return createHash('sha256')
    .update(svg)
    .update(JSON.stringify([ENCODING, PICTURE_WIDTHS]))
    .digest('hex')
    .slice(0, 16);
}
