import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCalendarView, type ApiClientOptions } from '@stays/api-client';

function calendarViewQuery(api: ApiClientOptions, hotelId: number, window: { start_time: string; end_time: string }) {
  return queryOptions({
    queryKey: ['hotel', hotelId, 'calendar', window.start_time, window.end_time],
    queryFn: ({ signal }) => getCalendarView(api, { hotel_id: hotelId, ...window, selected_rcid: 1 }, signal),
    staleTime: 60_000,
  });
}

/** The availability call in calendar view for the three months of the calendar (guest-journey §7, §9). */
export function useCalendarView(api: ApiClientOptions, hotelId: number, window: { start_time: string; end_time: string }) {
  return useQuery(calendarViewQuery(api, hotelId, window));
}
