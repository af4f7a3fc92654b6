/**
 * npx tsx tools/seed-data/src/pictures/render-pictures.ts [--only <text>]
 *
 * Renders every scene of scenes.ts into apps/web/public/pictures as WebP and AVIF at each width of PICTURE_WIDTHS,
 * which the web build ships and the seed's picture URLs name. The files are committed: a scene is rendered again only
 * when its SVG source (or the encoding settings) changed, which rendered.json records as a content hash per scene, so
 * neither CI, the build nor `npm start` pays for it. Files of scenes that no longer exist are removed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { ENCODING, PICTURE_FORMATS, PICTURE_WIDTHS, pictureFileName, renderHash } from './picture-files';
import { allScenes, sceneName, sceneSvg } from './scenes';

const here = dirname(fileURLToPath(import.meta.url));
const outDirectory = join(here, '../../../../apps/web/public/pictures');
const manifestPath = join(here, 'rendered.json');

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const manifest: Record<string, string> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
mkdirSync(outDirectory, { recursive: true });

const started = Date.now();
const next: Record<string, string> = {};
let rendered = 0;
for (const scene of allScenes()) {
  const name = sceneName(scene);
  const svg = sceneSvg(scene);
  const hash = renderHash(svg);
  next[name] = hash;
  const files = PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map((format) => pictureFileName(name, width, format)));
  const fresh = manifest[name] === hash && files.every((file) => existsSync(join(outDirectory, file)));
  if (fresh || (values.only !== undefined && !name.includes(values.only))) continue;
  const largest = await sharp(Buffer.from(svg))
    .resize(Math.max(...PICTURE_WIDTHS))
    .png()
    .toBuffer();
  for (const width of PICTURE_WIDTHS) {
    const sized = sharp(largest).resize(width);
    await sized
      .clone()
      .webp(ENCODING.webp)
      .toFile(join(outDirectory, pictureFileName(name, width, 'webp')));
    await sized
      .clone()
      .avif(ENCODING.avif)
      .toFile(join(outDirectory, pictureFileName(name, width, 'avif')));
  }
  rendered += 1;
}

const wanted = new Set(
  Object.keys(next).flatMap((name) => PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map((format) => pictureFileName(name, width, format)))),
);
for (const file of readdirSync(outDirectory)) if (!wanted.has(file)) rmSync(join(outDirectory, file));
writeFileSync(manifestPath, `${JSON.stringify(next, null, 2)}\n`);
console.log(`${rendered} of ${Object.keys(next).length} scenes rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
