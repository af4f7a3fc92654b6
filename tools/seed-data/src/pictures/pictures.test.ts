import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue';
import { PICTURE_FORMATS, PICTURE_WIDTHS, pictureFileName, renderHash } from './picture-files';
import { allScenes, sceneName, sceneSvg } from './scenes';

const PUBLIC = join(__dirname, '../../../../apps/web/public');
const rendered: Record<string, string> = JSON.parse(readFileSync(join(__dirname, 'rendered.json'), 'utf8'));

describe('generated pictures', () => {
  it('draw the same scene from the same name, and different scenes from different names', () => {
    const scenes = allScenes();
    const first = scenes[0];
    if (!first) throw new Error('no scenes');
    expect(sceneSvg(first)).toBe(sceneSvg(first));
    expect(new Set(scenes.map((scene) => sceneSvg(scene))).size).toBe(scenes.length);
  });

  it('are committed, rendered from the current drawings (run render-pictures.ts after changing one), in every width and format', () => {
    const stale = allScenes()
      .map((scene) => ({ name: sceneName(scene), hash: renderHash(sceneSvg(scene)) }))
      .filter(({ name, hash }) => rendered[name] !== hash)
      .map(({ name }) => name);
    expect(stale).toEqual([]);
    const missing = Object.keys(rendered).flatMap((name) =>
      PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map((format) => pictureFileName(name, width, format))).filter(
        (file) => !existsSync(join(PUBLIC, 'pictures', file)),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('cover every picture the seed names, for properties and cities', () => {
    const catalogue = generateCatalogue({ seed: 42, size: 'small', startDate: '2026-11-22' });
    const urls = new Set([
      ...catalogue.propertyImages.map((image) => image.url),
      ...catalogue.cities.flatMap((city) => (city.imageUrl ? [city.imageUrl] : [])),
    ]);
    expect([...urls].filter((url) => !existsSync(join(PUBLIC, url)))).toEqual([]);
  });
});
