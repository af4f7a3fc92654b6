import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '@stays/api-client';
import type { SiteContext } from '../site/site-context';
import { InstallOffer } from './InstallOffer';
import { offlineMessages } from './offline-messages';
import { rememberTrip } from './saved-trips';
import { keepTripOnDevice } from './service-worker-registration';
import styles from './offline.module.css';

/**
 * On a booking's page: the trip is remembered on this device (the offline page lists it, and the service worker has
 * kept the page until check-out), the guest is told so, and may add the site to their home screen.
 */
export function SavedForOffline({ site, booking, href }: { site: SiteContext; booking: Booking; href: string }) {
  const intl = useIntl();
  const cancelled = booking.state === 'cancelled';
  useEffect(() => {
    if (cancelled) return;
    const trip = {
      bookingId: booking.invoice_no,
      href,
      hotelName: booking.hotel.name,
      city: booking.hotel.city,
      checkin: booking.checkin,
      checkout: booking.checkout,
    };
    rememberTrip(window.localStorage, trip, Date.now());
    keepTripOnDevice(href);
  }, [cancelled, booking.invoice_no, href, booking.hotel.name, booking.hotel.city, booking.checkin, booking.checkout]);
  if (cancelled) return null;
  return (
    <>
      <p className={styles.saved}>{intl.formatMessage(offlineMessages.savedForOffline)}</p>
      <InstallOffer site={site} />
    </>
  );
}
