import viewAssets from 'virtual:page-view-assets';
import type { PageViewKind } from './page-views';

/**
 * The stylesheets and chunks of a page view, as <head> links: the server-rendered page is styled before any
 * JavaScript runs, and the view's code downloads beside the route's. Empty in development (Vite adds the CSS).
 */
export function pageViewLinks(kind: PageViewKind): { tagName: 'link'; rel: string; href: string }[] {
  const assets = viewAssets[kind];
  if (!assets) return [];
  return [
    ...assets.css.map((href) => ({ tagName: 'link' as const, rel: 'stylesheet', href })),
    ...assets.modules.map((href) => ({ tagName: 'link' as const, rel: 'modulepreload', href })),
  ];
}
