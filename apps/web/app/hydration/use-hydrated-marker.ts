import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated="true"` once React has taken the server-rendered page over: until then (the
 * page paints first, hydration/paint-first.ts) its buttons do nothing. The journeys wait for it after loading a page.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
}
