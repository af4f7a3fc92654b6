// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { loader as offlineLoader } from './offline';
import { loader } from './web-manifest';

const workspaceRoot = fileURLToPath(new URL('../../../..', import.meta.url));

async function manifestFor(url: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  const response = loader({
    request: new Request(url, { headers: { host: parsed.host, ...headers } }),
    params: {},
    context: {},
  } as unknown as LoaderFunctionArgs);
  return { response, body: (await response.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; purpose: string }> } };
}

describe('/manifest.webmanifest', () => {
  it('is the Nivaas app on localhost', async () => {
    const { response, body } = await manifestFor('http://localhost:4200/manifest.webmanifest');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect(body).toMatchObject({ id: '/', name: 'Nivaas', short_name: 'Nivaas', start_url: '/', scope: '/', display: 'standalone' });
    expect(body).toMatchObject({ theme_color: '#8c1d18', background_color: '#fbf8f5' });
    expect(body.icons).toEqual([
      { src: '/icons/nivaas-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/nivaas-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/nivaas-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('is the Dunelight Homes app on homes.localhost and every country site, in the site language', async () => {
    const homes = await manifestFor('http://homes.localhost:4200/manifest.webmanifest');
    expect(homes.body).toMatchObject({ name: 'Dunelight Homes', short_name: 'Dunelight', theme_color: '#08465f', background_color: '#f7f5f0', lang: 'en' });
    expect(homes.body.icons.map((icon) => icon.src)).toEqual(['/icons/dunelight-192.png', '/icons/dunelight-512.png', '/icons/dunelight-maskable-512.png']);
    const nl = await manifestFor('http://nl.homes.localhost:4200/manifest.webmanifest');
    expect(nl.body).toMatchObject({ name: 'Dunelight Homes', lang: 'nl', theme_color: '#08465f' });
    const arabic = await manifestFor('http://de.homes.localhost:4200/manifest.webmanifest?locale=ar');
    expect(arabic.body).toMatchObject({ name: 'Dunelight Homes', lang: 'ar', dir: 'rtl' });
  });

  it('ships every icon it names, at the size it says', () => {
    for (const theme of ['nivaas', 'dunelight']) {
      for (const [kind, size] of [
        ['192', 192],
        ['512', 512],
        ['maskable-512', 512],
        ['apple-touch-180', 180],
      ] as const) {
        const png = readFileSync(`${workspaceRoot}/apps/web/public/icons/${theme}-${kind}.png`);
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      }
    }
  });

  it("takes its colours from the brand themes' tokens", async () => {
    const tokens = readFileSync(`${workspaceRoot}/libs/ui/src/tokens/tokens.css`, 'utf8');
    const token = (theme: string, name: string) => new RegExp(`\\[data-theme='${theme}'\\] \\{[^}]*--${name}: (#[0-9a-f]{6});`).exec(tokens)?.[1];
    const nivaas = await manifestFor('http://localhost:4200/manifest.webmanifest');
    expect(nivaas.body).toMatchObject({ theme_color: token('nivaas', 'color-brand-strong'), background_color: token('nivaas', 'color-page') });
    const dunelight = await manifestFor('http://homes.localhost:4200/manifest.webmanifest');
    expect(dunelight.body).toMatchObject({ theme_color: token('dunelight', 'color-brand-strong'), background_color: token('dunelight', 'color-page') });
    expect(token('nivaas', 'color-page')).toBe('#fbf8f5');
  });
});

describe('/offline', () => {
  it('is titled in the brand and language of the host', async () => {
    const load = (url: string) =>
      offlineLoader({ request: new Request(url, { headers: { host: new URL(url).host } }), params: {}, context: {} } as unknown as LoaderFunctionArgs);
    await expect(load('http://localhost:4200/offline')).resolves.toEqual({ title: 'You are offline | Nivaas' });
    await expect(load('http://homes.localhost:4200/offline')).resolves.toEqual({ title: 'You are offline | Dunelight Homes' });
  });
});
