import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getOnlineCheckin } from '@stays/api-client';
import { browserApi, useCurrentUser } from '@stays/feature-account';
import type { SiteContext } from '../../site/site-context';
import { checkinMessages } from './checkin-messages';

/**
 * On a confirmed booking's page, for its signed-in owner: what was given at online check-in (arrival, guests), or
 * the link to check in. Anyone else (a guest who opened the booking by its link) sees nothing here.
 */
export function CheckinOnBooking({ site, invoiceNo, confirmed }: { site: SiteContext; invoiceNo: string; confirmed: boolean }) {
  const intl = useIntl();
  const api = browserApi(site.locale);
  const { data: viewer } = useCurrentUser(api);
  const signedIn = viewer.isLoggedIn && viewer.user !== null;
  const checkin = useQuery({
    queryKey: ['online-checkin', invoiceNo],
    // A 404 (not this guest's booking) only hides the block: it must not count as the session ending.
    queryFn: () => getOnlineCheckin({ ...api, onFailure: undefined }, invoiceNo),
    enabled: signedIn && confirmed,
    retry: false,
  });
  if (!checkin.data) return null;
  const href = `/booking/${encodeURIComponent(invoiceNo)}/online-checkin`;
  return (
    <section aria-labelledby="booking-checkin-title">
      <h2 id="booking-checkin-title">{intl.formatMessage(checkinMessages.title)}</h2>
      {checkin.data.checkin ? (
        <ul>
          {checkin.data.successWidgets.map((widget) => (
            <li key={widget.label}>
              {widget.label === 'arrival'
                ? intl.formatMessage(checkinMessages.arrivalAt, { time: widget.value })
                : intl.formatMessage(checkinMessages.guests, { names: widget.value })}
            </li>
          ))}
        </ul>
      ) : null}
      <a href={href}>{intl.formatMessage(checkin.data.checkin ? checkinMessages.update : checkinMessages.link)}</a>
    </section>
  );
}
