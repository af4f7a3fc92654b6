import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { OFFLINE_PATH, offlineRedirectFor } from '../service-worker/routing';
import { isReadableOffline } from './offline-readable';
import { offlineMessages } from './offline-messages';
import styles from './offline.module.css';

/**
 * The browser going offline sends the guest to /offline (spec guest-journey §2), except on a page that stays
 * readable offline (a kept booking, the map view), where a banner says the device is offline.
 */
export function OfflineWatcher() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const [bannerShown, setBannerShown] = useState(false);
  useEffect(() => {
    const update = () => {
      const where = window.location;
      if (navigator.onLine || where.pathname === OFFLINE_PATH) return setBannerShown(false);
      if (isReadableOffline(where)) return setBannerShown(true);
      window.location.assign(offlineRedirectFor(where.href));
    };
    update();
    window.addEventListener('offline', update);
    window.addEventListener('online', update);
    return () => {
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
