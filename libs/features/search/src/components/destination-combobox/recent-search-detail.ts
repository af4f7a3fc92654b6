import type { IntlShape } from 'react-intl';
import { flexibleDaysMessages } from '../flexible-days/FlexibleDaysField';
import type { RecentSearch } from './recent-search-entry';

// Stored dates are calendar days: read and shown in UTC so no time zone moves them.
const calendarDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** What a recent search shows beside its place: its dates and flexible days ('1–3 May, ± 2 days'); nothing for an open search. */
export function describeRecentSearch(intl: IntlShape, entry: RecentSearch): string | null {
  const parts: string[] = [];
  if (entry.checkin && entry.checkout) {
    parts.push(intl.formatDateTimeRange(calendarDay(entry.checkin), calendarDay(entry.checkout), { day: 'numeric', month: 'short', timeZone: 'UTC' }));
  }
  if (entry.flexibleDaysCount > 0) parts.push(intl.formatMessage(flexibleDaysMessages.days, { days: entry.flexibleDaysCount }));
  return parts.length > 0 ? intl.formatList(parts, { type: 'unit', style: 'short' }) : null;
}
