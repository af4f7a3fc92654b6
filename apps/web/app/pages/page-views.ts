import { lazy } from 'react';
import { pageTypeFromPath } from '@stays/booking-rules';

/**
 * The views of the catch-all page route, each in its own chunk: a listing never loads the hotel page's code
 * (feature-hotel, the booking form) and a hotel page never loads the listing's. On the server the view suspends
 * inside the shell, so the HTML still arrives complete; in the browser hydration waits for the view's chunk,
 * which `preloadPageView` starts as early as the URL allows.
 */
const importers = {
  home: () => import('./HomePage').then((module) => ({ default: module.HomePage })),
  hotel: () => import('./HotelPage').then((module) => ({ default: module.HotelPage })),
  listing: () => import('./ListingPage').then((module) => ({ default: module.ListingPage })),
  nearMe: () => import('./NearMePage').then((module) => ({ default: module.NearMePage })),
  deal: () => import('./deal/DealPage').then((module) => ({ default: module.DealPage })),
};

export type PageViewKind = keyof typeof importers;

export const pageViews = {
  home: lazy(importers.home),
  hotel: lazy(importers.hotel),
  listing: lazy(importers.listing),
  nearMe: lazy(importers.nearMe),
  deal: lazy(importers.deal),
};

/** The view a path most likely shows (the loader decides): a country's home, the hotel page for a hotel's path or short link, a deal, else a listing. */
export function likelyPageView(pathname: string): PageViewKind {
  const { type } = pageTypeFromPath(pathname);
  if (type === 'home') return 'home';
  if (type === 'deal') return 'deal';
  return type === 'hotel' || type === 'shortHotelLink' ? 'hotel' : 'listing';
}

/** Starts loading a view's chunk (the bundler's module cache makes a second call free). */
export function preloadPageView(kind: PageViewKind): void {
  void importers[kind]();
}
