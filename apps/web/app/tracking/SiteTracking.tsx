import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollMilestonesToFire, sendsDropOffEvent } from '@stays/booking-rules';
import { consentAllows, experimentPayload } from '@stays/brand-config';
import { browserApi, useCurrentUser } from '@stays/feature-account';
import { useConsent } from '../consent/consent-state';
import { useConsentStore } from '../consent/consent-store';
import { useExperiments } from '../experiments/experiment-state';
import type { SiteContext } from '../site/site-context';
import { browserTracker, currentUtm, ensureDeviceCookie, keepUtm, setStatisticsAllowed } from './browser-tracker';
import { pageViewEvent, scrollPercent, trackingPageTypeOf } from './page-events';
import type { Tracker } from './tracker';

/** "A statistics consent fires the cookie-accepted event after 1 second" (accounts-commerce §2). */
const COOKIE_ACCEPTED_DELAY_MS = 1_000;
/** After the sign-in or sign-up dialog closes, the time a successful sign-in has to show before it counts as a drop-off. */
const DROP_OFF_SETTLE_MS = 1_500;

const modalOf = (search: string) => new URLSearchParams(search).get('modal');

/**
 * The site's tracking (accounts-commerce §2 "Behaviour on start", §3): a page view on every route entry, scroll
 * milestones once each per page, the booking summary opening, sign-in and sign-up drop-offs of guests not signed in,
 * the campaign parameters; all only with the guest's statistics consent where it is asked (gdpr), and the
 * cookie-accepted event a second after that consent is given. Renders nothing.
 */
export function SiteTracking({ site }: { site: SiteContext }) {
  const consent = useConsent();
  const chosenHere = useConsentStore((state) => state.choice);
  const allowed = consentAllows('statistics', consent.gdpr, consent.choice);
  const { pathname, search } = useLocation();
  const { data: user } = useCurrentUser(browserApi(site.locale));
  const signedIn = useRef(user.isLoggedIn);
  const searchNow = useRef(search);
  const experiments = useExperiments();
  const experimentsNow = useRef(experiments);
  // The root loader hands a new site object after each navigation: effects key on the path, not on it.
  const siteNow = useRef(site);
  const track: Tracker['track'] = (event) => browserTracker(siteNow.current).track(event);

  // First of the effects, so the others read this render's values.
  useEffect(() => {
    signedIn.current = user.isLoggedIn;
    searchNow.current = search;
    siteNow.current = site;
    experimentsNow.current = experiments;
  });

  useEffect(() => ensureDeviceCookie(), []);

  useEffect(() => {
    setStatisticsAllowed(allowed);
  }, [allowed]);

  useEffect(() => {
    keepUtm(search);
  }, [search]);

  // A page view on each route entry, and for the page the guest is on when they allow statistics.
  useEffect(() => {
    if (!allowed) return;
    track(pageViewEvent(pathname, searchNow.current, currentUtm(), experimentPayload(experimentsNow.current, signedIn.current)));
  }, [allowed, pathname]);

  // The cookie-accepted event, a second after statistics were allowed in this tab.
  useEffect(() => {
    if (!allowed || !chosenHere?.statistics) return;
    const timer = window.setTimeout(() => {
      track({
        name: 'cookie_accepted',
        page_type: trackingPageTypeOf(pathname),
        route: pathname,
        payload: { preferences: chosenHere.preferences, statistics: true },
      });
    }, COOKIE_ACCEPTED_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Once per choice: a later page change does not fire it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, chosenHere]);

  // Scroll milestones: 25, 50, 75 and 100 %, each once per page entry.
  useEffect(() => {
    if (!allowed) return;
    const fired: number[] = [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const depth = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
      for (const percent of scrollMilestonesToFire(depth, fired)) {
        fired.push(percent);
        track({ name: 'scroll_depth', page_type: trackingPageTypeOf(pathname), route: pathname, payload: { percent } });
      }
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [allowed, pathname]);

  // The booking summary opening (the funnel's third step) and the sign-in or sign-up dialog closed without signing in.
  const previousModal = useRef(modalOf(search));
  useEffect(() => {
    const modal = modalOf(search);
    const previous = previousModal.current;
    previousModal.current = modal;
    if (!allowed || modal === previous) return;
    const pageType = trackingPageTypeOf(pathname);
    if (modal === 'bookingSummary') track({ name: 'booking_summary_view', page_type: pageType, route: pathname });
    if ((previous === 'signin' || previous === 'signup') && modal !== 'signin' && modal !== 'signup' && modal !== 'showOtp') {
      const timer = window.setTimeout(() => {
        if (!sendsDropOffEvent(signedIn.current)) return;
        track({ name: previous === 'signin' ? 'sign_in_drop_off' : 'sign_up_drop_off', page_type: pageType, route: pathname });
      }, DROP_OFF_SETTLE_MS);
      return () => window.clearTimeout(timer);
    }
  }, [allowed, pathname, search]);

  // Queued while offline: sent once the browser is back online, or as the page is hidden.
  useEffect(() => {
    const flush = () => void browserTracker(siteNow.current).flush();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);

  return null;
}
