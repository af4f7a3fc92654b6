import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface ViewAssets {
  /** Stylesheets the view needs, for the server-rendered <head>. */
  css: string[];
  /** The view's JavaScript chunks, preloaded so hydration does not wait for a second round trip. */
  modules: string[];
}

const VIRTUAL_ID = 'virtual:page-view-assets';

/**
 * The lazily loaded page views (app/pages/page-views.ts) are chunks React Router's manifest does not know, so their
 * CSS would only arrive with their JavaScript. The server build gets, as `virtual:page-view-assets`, each view's
 * stylesheets and chunks read from the client build's Vite manifest (built first); in development it is empty and
 * Vite injects the CSS itself.
 */
export function pageViewAssets(options: { clientBuildDirectory: string; views: Record<string, string> }): Plugin {
  return {
    name: 'stays:page-view-assets',
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      const manifestFile = join(options.clientBuildDirectory, '.vite/manifest.json');
      if (this.environment.mode !== 'build' || this.environment.name !== 'ssr' || !existsSync(manifestFile)) return 'export default {};';
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      const assets: Record<string, ViewAssets> = {};
      for (const [view, file] of Object.entries(options.views)) {
        const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`/${file}`));
        if (!key) throw new Error(`${file} is not in the client build's manifest`);
        assets[view] = collect(manifest, key);
      }
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}

function collect(manifest: Record<string, ManifestChunk>, key: string): ViewAssets {
  const css = new Set<string>();
  const modules = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { css: [...css], modules: [...modules] };
}
