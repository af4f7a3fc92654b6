// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { paintFirstStream } from './paint-first-stream.server';

/** The page as the browser receives it, React's output cut into the given pieces. */
async function received(pieces: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece))).pipe(paintFirstStream()));
}

const head =
  '<head><link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/HotelPage.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/><link rel="preload" as="image" href="/photo.jpg"/></head>';
const body =
  '<body><main>Hôtel Ā — ₹ 4,200</main><script type="application/ld+json">{"@type":"Hotel"}</script>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import "/assets/manifest.js"; import("/assets/entry.client.js");</script>' +
  '<script type="module" src="/assets/widget.js"></script></body>';
const page = `<!DOCTYPE html><html>${head}${body}</html>`;

describe('paintFirstStream', () => {
  it('sends module preloads and inline modules inert, and everything else as it was', async () => {
    const html = await received([page]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="paint-first-modulepreload" href="/assets/HotelPage.js"/>');
    expect(html).toContain('<link rel="paint-first-modulepreload" href="/assets/entry.client.js" nonce="n0nce"/>');
    expect(html).toContain(
      '<script nonce="n0nce" type="paint-first/module" async="">import "/assets/manifest.js"; import("/assets/entry.client.js");</script>',
    );
    // Stylesheets, the photo's preload, data, classic scripts and modules loaded from a file are untouched.
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/photo.jpg"/>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Hotel"}</script>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script type="module" src="/assets/widget.js"></script>');
    expect(html.replaceAll('paint-first-modulepreload', 'modulepreload').replace('paint-first/module', 'module')).toBe(page);
  });

  it('rewrites a tag split between chunks, and keeps a character split between them whole', async () => {
    const bytes = Buffer.from(page);
    const rupee = bytes.indexOf(Buffer.from('₹'));
    const preload = page.indexOf('rel="modulepreload" href="/assets/HotelPage.js"');
    const inlineModule = page.indexOf('type="module" async');
    const cuts = [preload - 8, preload + 9, rupee + 1, inlineModule + 4].sort((a, b) => a - b);
    const pieces = [0, ...cuts].map((start, index) => bytes.subarray(start, cuts[index] ?? bytes.length));
    expect(Buffer.concat(pieces).toString()).toBe(page);
    const html = await received(pieces);
    expect(html).toBe(await received([page]));
    expect(html).toContain('<main>Hôtel Ā — ₹ 4,200</main>');
    expect(html).toContain('<link rel="paint-first-modulepreload" href="/assets/HotelPage.js"/>');
  });

  it('passes byte for byte every chunk arrived whole', async () => {
    const pieces = ['<!DOCTYPE html><html>', head, '<body><p>a < b</p>', '<p>fin</p></body></html>'];
    const html = await received(pieces);
    expect(html).toContain('<p>a < b</p><p>fin</p></body></html>');
    expect(html).toContain('rel="paint-first-modulepreload"');
  });
});
