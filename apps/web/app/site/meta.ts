import type { MetaDescriptor } from 'react-router';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL without query. */
  canonical: string;
  siteName: string;
  /** The page in the site's other languages and on the brand's other country sites, and x-default (hreflang). */
  alternates?: readonly { hreflang: string; href: string }[];
}

/** Title, description, canonical link, hreflang alternates and the Open Graph twins for a page. */
export function pageMeta(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    ...(meta.alternates ?? []).map((alternate) => ({ tagName: 'link' as const, rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href })),
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.canonical },
    { property: 'og:site_name', content: meta.siteName },
    { property: 'og:type', content: 'website' },
  ];
}
