import { describe, expect, it } from 'vitest';
import { shellFiles, type ViteManifest } from './shell-files';

const manifest: ViteManifest = {
  'app/entry.client.tsx': { file: 'assets/entry.client-1.js', imports: ['_jsx-runtime.js'] },
  'app/root.tsx?__react-router-build-client-route': { file: 'assets/root-2.js', imports: ['_jsx-runtime.js', '_PageShell.js'], css: ['assets/root-2.css'] },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-3.js' },
  '_PageShell.js': { file: 'assets/PageShell-4.js', imports: ['_jsx-runtime.js'], css: ['assets/PageShell-4.css'] },
  'map.json': { file: 'assets/countries-5.json' },
  'app/routes/hotel.tsx?__react-router-build-client-route': { file: 'assets/hotel-6.js' },
};

describe('shellFiles', () => {
  it('takes each source with its static imports, styles and assets, once each', () => {
    expect(shellFiles(manifest, ['app/entry.client.tsx', 'app/root.tsx', 'map.json'])).toEqual([
      'assets/PageShell-4.css',
      'assets/PageShell-4.js',
      'assets/countries-5.json',
      'assets/entry.client-1.js',
      'assets/jsx-runtime-3.js',
      'assets/root-2.css',
      'assets/root-2.js',
    ]);
  });

  it('refuses a build that lacks a source of the shell', () => {
    expect(() => shellFiles(manifest, ['app/routes/offline.tsx'])).toThrow(/no app\/routes\/offline.tsx/);
  });
});
