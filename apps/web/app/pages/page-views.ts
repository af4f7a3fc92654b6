import { lazy } from 'react';

/**
 * The three views of the `/{segment}` route, each in its own chunk: a listing never loads the hotel page's code
 * (feature-hotel, the booking form) and a hotel page never loads the listing's. On the server the view suspends
 * inside the shell, so the HTML still arrives complete; in the browser hydration waits for the view's chunk,
 * which `preloadPageView` starts as early as the URL allows.
 */
const importers = {
  hotel: () => import('./HotelPage').then((module) => ({ default: module.HotelPage })),
  listing: () => import('./ListingPage').then((module) => ({ default: module.ListingPage })),
  nearMe: () => import('./NearMePage').then((module) => ({ default: module.NearMePage })),
};

export type PageViewKind = keyof typeof importers;

export const pageViews = {
  hotel: lazy(importers.hotel),
  listing: lazy(importers.listing),
  nearMe: lazy(importers.nearMe),
};

/** The view a path most likely shows (the loader decides): a leading number, with or without a country prefix, is a hotel. */
export function likelyPageView(pathname: string): PageViewKind {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const segment = segments.length > 1 && /^[a-z]{2}$/.test(segments[0] ?? '') && segments[0] !== 'h' ? segments[1] : segments[0];
  return /^\d/.test(segment ?? '') || segments[0] === 'h' ? 'hotel' : 'listing';
}

/** Starts loading a view's chunk (the bundler's module cache makes a second call free). */
export function preloadPageView(kind: PageViewKind): void {
  void importers[kind]();
}
