import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { OFFLINE_PATH, offlineRedirectFor } from '../service-worker/routing';
import { isReadableOffline } from './offline-readable';
import { offlineMessages } from './offline-messages';
import styles from './offline.module.css';

/** The site's health check (server.mjs forwards it to the API): reachable means online. */
const HEALTH_PATH = '/healthz';

/**
 * The browser going offline sends the guest to /offline (spec guest-journey §2), except on a page that stays
 * readable offline (a kept booking, the map view), where a banner says the device is offline.
 */
export function OfflineWatcher() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const [bannerShown, setBannerShown] = useState(false);
  useEffect(() => {
    let current = true;
    const update = () => {
      const where = window.location;
      if (navigator.onLine || where.pathname === OFFLINE_PATH) return setBannerShown(false);
      if (isReadableOffline(where)) return setBannerShown(true);
      window.location.assign(offlineRedirectFor(where.href));
    };
    update();
    // A readable page may have come from the device's copy while the browser still says it is online (navigator.onLine
    // is only a hint: a network without internet counts as online): one small request to the site tells.
    if (navigator.onLine && isReadableOffline(window.location)) {
      fetch(HEALTH_PATH, { method: 'HEAD', cache: 'no-store' }).then(
        () => undefined,
        () => current && setBannerShown(true),
      );
    }
    window.addEventListener('offline', update);
    window.addEventListener('online', update);
    return () => {
      current = false;
      window.removeEventListener('offline', update);
      window.removeEventListener('online', update);
    };
  }, [pathname, search]);
  return bannerShown ? (
    <p role="status" className={styles.banner}>
      {intl.formatMessage(offlineMessages.banner)}
    </p>
  ) : null;
}
