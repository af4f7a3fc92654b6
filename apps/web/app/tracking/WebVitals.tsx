import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { consentAllows } from '@stays/brand-config';
import { reportClientProblem } from '../client-logs/browser-client-logger';
import { useConsent } from '../consent/consent-state';
import type { SiteContext } from '../site/site-context';
import { setWebVitalsAllowed, startWebVitals } from './browser-web-vitals';

/** How long after hydration the page waits before loading web-vitals: the guest's first interactions come first. */
const START_AFTER_MS = 1_500;

/**
 * Real-user web vitals (LCP, INP, CLS, FCP, TTFB and the first input's delay) for the dashboard's p75 per route: started
 * once the page is interactive and the guest allows statistics (always where consent is not asked). Renders nothing.
 */
export function WebVitals({ site }: { site: SiteContext }) {
  const consent = useConsent();
  const allowed = consentAllows('statistics', consent.gdpr, consent.choice);
  // The metrics belong to the path the page was loaded on, wherever the guest has gone since.
  const { pathname } = useLocation();
  const landing = useRef(pathname);

  useEffect(() => {
    setWebVitalsAllowed(allowed);
    if (!allowed) return;
    const timer = window.setTimeout(() => {
      startWebVitals(site, landing.current).catch((error: unknown) => reportClientProblem('warn', error));
    }, START_AFTER_MS);
    return () => window.clearTimeout(timer);
    // The brand does not change within a page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed]);

  return null;
}
