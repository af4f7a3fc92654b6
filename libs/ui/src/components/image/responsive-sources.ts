/**
 * Pictures the seed renders (tools/seed-data/src/pictures) are stored as one URL, /pictures/<scene>-960.webp, and
 * exist beside it at every width of PICTURE_WIDTHS in AVIF and WebP (picture-files.ts there names the same
 * convention). From such a URL the browser is offered each format and width; any other URL is shown as it is.
 */
const PICTURE_WIDTHS = [480, 960] as const;
const GENERATED_PICTURE = /^(\/pictures\/[a-z0-9-]+)-\d+\.webp$/;

export interface ResponsiveSources {
  avif: string;
  webp: string;
}

export function responsiveSources(src: string): ResponsiveSources | null {
  const base = GENERATED_PICTURE.exec(src)?.[1];
  if (base === undefined) return null;
  const srcSet = (format: string) => PICTURE_WIDTHS.map((width) => `${base}-${width}.${format} ${width}w`).join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp') };
}
