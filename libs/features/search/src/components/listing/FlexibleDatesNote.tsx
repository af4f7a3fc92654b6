import { defineMessages, useIntl } from 'react-intl';
import type { HotelSummary } from '@stays/api-client';

const flexibleDatesMessages = defineMessages<{ pricedDates: { checkin: string; checkout: string } }>({
  pricedDates: { id: 'search.listing.flexibleDates', defaultMessage: 'Price for {checkin} – {checkout}' },
});

/** A flexible-days search priced this property for other dates than the asked ones: which dates the price is for. */
export function FlexibleDatesNote({ dates, className }: { dates: HotelSummary['flexible_dates']; className?: string }) {
  const intl = useIntl();
  if (!dates) return null;
  // Calendar dates: formatted at UTC midnight so no time zone moves them.
  const format = (date: string) => intl.formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', weekday: 'short', timeZone: 'UTC' });
  return (
    <p className={className}>{intl.formatMessage(flexibleDatesMessages.pricedDates, { checkin: format(dates.checkin), checkout: format(dates.checkout) })}</p>
  );
}
