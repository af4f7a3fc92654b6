import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, splitSitemap, urlsetXml, type SitemapUrl } from './sitemap-xml';

describe('sitemap XML', () => {
  it('writes each URL with its lastmod and hreflang alternates, escaped', () => {
    const xml = urlsetXml([
      {
        loc: 'http://homes.localhost/search/?searchType=holiday_park&locationId=1',
        lastmod: '2026-03-01',
        alternates: [{ hreflang: 'fr-BE', href: 'http://be.homes.localhost/?locale=fr&x=<1>' }],
      },
      { loc: 'http://homes.localhost/about' },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<url><loc>http://homes.localhost/search/?searchType=holiday_park&amp;locationId=1</loc><lastmod>2026-03-01</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr-BE" href="http://be.homes.localhost/?locale=fr&amp;x=&lt;1&gt;"/>');
    expect(xml).toContain('<url><loc>http://homes.localhost/about</loc></url>');
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml([{ loc: 'http://localhost/sitemaps/pages-1.xml' }, { loc: 'http://localhost/sitemaps/hotels-1.xml', lastmod: '2026-03-10' }]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(xml).toContain('<sitemap><loc>http://localhost/sitemaps/pages-1.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>http://localhost/sitemaps/hotels-1.xml</loc><lastmod>2026-03-10</lastmod></sitemap>');
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  const urls = (count: number): SitemapUrl[] => Array.from({ length: count }, (_, index) => ({ loc: `http://localhost/${String(index).padStart(5, '0')}/` }));

  it('keeps one sitemap within the URL limit (50,000 by default)', () => {
    expect(splitSitemap(urls(50_000))).toHaveLength(1);
    const chunks = splitSitemap(urls(50_001));
    expect(chunks.map((chunk) => chunk.length)).toEqual([50_000, 1]);
  });

  it('cuts where the next URL would make the file larger than the byte limit', () => {
    const all = urls(30);
    const limit = new TextEncoder().encode(urlsetXml(all.slice(0, 10))).length;
    const chunks = splitSitemap(all, { maxUrls: 50_000, maxBytes: limit });
    expect(chunks.map((chunk) => chunk.length)).toEqual([10, 10, 10]);
    for (const chunk of chunks) expect(new TextEncoder().encode(urlsetXml(chunk)).length).toBeLessThanOrEqual(limit);
  });

  it('gives one empty sitemap for no pages, and refuses an entry that no sitemap can hold', () => {
    expect(splitSitemap([])).toEqual([[]]);
    expect(() => splitSitemap(urls(1), { maxUrls: 10, maxBytes: 100 })).toThrow(RangeError);
  });
});
