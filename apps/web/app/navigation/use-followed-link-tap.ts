import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigation } from 'react-router';

/** A tap the router never took up (a link whose own script kept it on the page) stops counting after this. */
const UNANSWERED_TAP_MS = 2_000;

/** A plain left click on a link to a page of this site, which the page's script took over (React Router's Link). */
function isFollowedByRouter(event: MouseEvent): boolean {
  if (!event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  return new URL(anchor.href, window.location.href).origin === window.location.origin;
}

/**
 * True from the moment a guest taps a link the router follows until the router's own state says it is loading (or the
 * page has changed). The router's state reaches the page in a transition, rendered with everything that reads it: on
 * a busy phone the whole listing re-renders before anything on screen changes. This shows the bar in the tap's own task.
 */
export function useFollowedLinkTap(): boolean {
  const [tapped, setTapped] = useState(false);
  const navigating = useNavigation().state !== 'idle';
  const { key } = useLocation();

  useEffect(() => {
    // On window, so React Router's handler (on the document, React's root) has run and said whether it took the link.
    const onClick = (event: MouseEvent) => {
      if (isFollowedByRouter(event)) flushSync(() => setTapped(true));
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);

  useEffect(() => setTapped(false), [navigating, key]);

  useEffect(() => {
    if (!tapped) return undefined;
    const timer = window.setTimeout(() => setTapped(false), UNANSWERED_TAP_MS);
    return () => window.clearTimeout(timer);
  }, [tapped]);

  return tapped;
}
