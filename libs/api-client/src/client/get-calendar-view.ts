import type { CalendarView, CalendarViewQuery } from '../contracts/calendar';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

/** The availability call in calendar view (request_type=calendar_view). */
export function getCalendarView(options: ApiClientOptions, query: Omit<CalendarViewQuery, 'request_type'>, signal?: AbortSignal): Promise<CalendarView> {
  return getJson(
    options,
    apiRoutes.availability,
    { ...query, request_type: 'calendar_view' },
    () => import('../contracts/calendar').then((contract) => contract.calendarViewSchema),
    signal,
  );
}
