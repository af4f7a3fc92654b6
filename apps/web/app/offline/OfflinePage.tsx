import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@stays/ui';
import { PageShell } from '../components/PageShell';
import type { SiteContext } from '../site/site-context';
import { returnPathOf } from './offline-readable';
import { offlineMessages } from './offline-messages';
import { tripsOnDevice, type SavedTrip } from './saved-trips';
import styles from './offline.module.css';

const NO_TRIPS: SavedTrip[] = [];
let readTrips: SavedTrip[] | null = null;
const tripsOnThisDevice = () => (readTrips ??= tripsOnDevice(window.localStorage, Date.now()));
const noSubscription = () => () => undefined;

/** /offline (guest-journey §2): Aw Snap, what to check, Try Again back to where the guest was, and the trips kept here. */
export function OfflinePage({ site }: { site: SiteContext }) {
  const intl = useIntl();
  // Read from the device once the page is in the browser (the server has none): the list does not change meanwhile.
  const trips = useSyncExternalStore(noSubscription, tripsOnThisDevice, () => NO_TRIPS);
  const day = (isoDate: string) => intl.formatDate(`${isoDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <PageShell site={site}>
      <section className={styles.page} aria-labelledby="offline-title">
        <h1 id="offline-title">{intl.formatMessage(offlineMessages.title)}</h1>
        <p>{intl.formatMessage(offlineMessages.body)}</p>
        <Button size="lg" onClick={() => window.location.assign(returnPathOf(window.location.search))}>
          {intl.formatMessage(offlineMessages.tryAgain)}
        </Button>
        {trips.length > 0 ? (
          <section className={styles.trips} aria-labelledby="offline-trips-title">
            <h2 id="offline-trips-title">{intl.formatMessage(offlineMessages.tripsTitle)}</h2>
            <p>{intl.formatMessage(offlineMessages.tripsLead)}</p>
            <ul>
              {trips.map((trip) => (
                <li key={trip.bookingId}>
                  {/* A whole page load: the service worker answers it from the copy kept for the trip. */}
                  <a href={trip.href}>
                    <span className={styles.tripName}>{trip.hotelName}</span>
                    <span className={styles.tripMeta}>
                      {trip.city} · {intl.formatMessage(offlineMessages.tripDates, { checkin: day(trip.checkin), checkout: day(trip.checkout) })}
                    </span>
                    <span className={styles.tripMeta}>{intl.formatMessage(offlineMessages.tripBookingNumber, { bookingId: trip.bookingId })}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </section>
    </PageShell>
  );
}
