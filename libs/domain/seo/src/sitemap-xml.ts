/** One language or country version of a page (a `<link rel="alternate" hreflang>` in its head and its sitemap entry). */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** One page of a sitemap: its absolute URL, when it last changed (ISO 8601) and its versions in other languages and countries. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates?: readonly Alternate[];
}

/** One child sitemap of a sitemap index. */
export interface SitemapRef {
  loc: string;
  lastmod?: string;
}

/** The sitemap protocol's limits of one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 52_428_800 } as const;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

function urlEntry(url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
  const links = (url.alternates ?? []).map(
    (alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
  );
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}${links.join('')}</url>\n`;
}

/** A `<urlset>` sitemap of the pages, with their hreflang alternates as `xhtml:link` elements. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `${URLSET_OPEN}${urls.map(urlEntry).join('')}${URLSET_CLOSE}`;
}

/** A sitemap index naming the child sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  const entries = sitemaps.map(
    (sitemap) => `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${escapeXml(sitemap.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The pages cut into sitemaps that each stay within the protocol's limits (URLs and bytes of the whole file), in
 * order. Always at least one (an empty sitemap is valid XML and says the site has nothing to list yet).
 */
export function splitSitemap(urls: readonly SitemapUrl[], limits: { maxUrls: number; maxBytes: number } = SITEMAP_LIMITS): SitemapUrl[][] {
  const frame = utf8Bytes(URLSET_OPEN) + utf8Bytes(URLSET_CLOSE);
  const chunks: SitemapUrl[][] = [[]];
  let bytes = frame;
  for (const url of urls) {
    const size = utf8Bytes(urlEntry(url));
    if (frame + size > limits.maxBytes) throw new RangeError(`one sitemap entry is larger than a sitemap may be: ${url.loc}`);
    const current = chunks[chunks.length - 1] as SitemapUrl[];
    if (current.length >= limits.maxUrls || bytes + size > limits.maxBytes) {
      chunks.push([url]);
      bytes = frame + size;
    } else {
      current.push(url);
      bytes += size;
    }
  }
  return chunks;
}
