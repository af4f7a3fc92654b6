import { useEffect } from 'react';
import type { SiteContext } from '../site/site-context';
import { startClientLogging } from './browser-client-logger';

/** Starts the page's client log once it is hydrated (accounts-commerce §7 "Client logging posts batches"). Renders nothing. */
export function ClientLogging({ site }: { site: SiteContext }) {
  // The brand does not change within a page's life: the first site object is the one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void startClientLogging(site), []);
  return null;
}
