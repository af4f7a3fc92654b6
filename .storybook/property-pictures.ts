import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { propertySvg } from '../libs/server/http/src/images/property-svg.ts';
import { workspaceRoot } from '../tools/config/workspace-aliases.ts';

const PICTURE_PATH = /^\/api\/pwa\/images\/(\d+)\/(\d+)\.svg$/;
const PICTURES_PER_PROPERTY = 6;

/** The property ids whose pictures the stories' fixtures show (libs/features/*: testing/ and *.stories.tsx). */
function fixturePropertyIds(): number[] {
  const features = join(workspaceRoot, 'libs/features');
  const ids = new Set<number>();
  for (const file of readdirSync(features, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || !/(\/testing\/|\.stories\.tsx$)/.test(file)) continue;
    for (const match of readFileSync(join(features, file), 'utf8').matchAll(/\/api\/pwa\/images\/(\d+)\//g)) ids.add(Number(match[1]));
  }
  return [...ids];
}

/**
 * The API's generated property pictures (/api/pwa/images/{id}/{n}.svg) for the catalogue, which runs without the API:
 * drawn on request by `storybook dev`, and written into the static build for every property the fixtures name.
 */
export function propertyPictures(): Plugin {
  return {
    name: 'catalogue-property-pictures',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = PICTURE_PATH.exec((request.url ?? '').split('?')[0] ?? '');
        if (!match) return next();
        response.setHeader('content-type', 'image/svg+xml; charset=utf-8');
        response.end(propertySvg(Number(match[1]), Number(match[2])));
      });
    },
    generateBundle() {
      for (const id of fixturePropertyIds()) {
        for (let index = 0; index < PICTURES_PER_PROPERTY; index += 1) {
          this.emitFile({ type: 'asset', fileName: `api/pwa/images/${id}/${index}.svg`, source: propertySvg(id, index) });
        }
      }
    },
  };
}
