import { redirect } from 'react-router';
import { ApiRequestError, getBookings, type BookingsReply } from '@stays/api-client';
import { BOOKINGS_LIST_BATCH_SIZE } from '@stays/brand-config';
import type { BookingListFilter } from '@stays/feature-booking';
import { statusCodesForFilter, statusFilterQuery } from '@stays/status-mapping';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';

const FILTERS: Record<'hotel' | 'home', readonly BookingListFilter[]> = {
  hotel: ['all', 'confirmed', 'checkedIn', 'checkedOut', 'cancelled'],
  home: ['all', 'upcoming', 'completed', 'cancelled'],
};

export interface MyBookingsPage {
  reply: BookingsReply;
  filter: BookingListFilter;
  filters: readonly BookingListFilter[];
  /** How many of the list this page shows (every batch so far). */
  shown: number;
  path: string;
  meta: { title: string };
}

/**
 * /my-booking and /bookings/: the signed-in guest's bookings (GET bookings with their session cookie), a status
 * filter of the brand's property type, 20 more per 'show more'. Not signed in: sign in, then back here.
 */
export async function loadMyBookings(site: SiteContext, request: Request): Promise<MyBookingsPage> {
  const url = new URL(request.url);
  const filters = FILTERS[site.defaultPropertyType];
  const asked = url.searchParams.get('status') as BookingListFilter | null;
  const filter = asked && filters.includes(asked) ? asked : 'all';
  const shown = Math.max(BOOKINGS_LIST_BATCH_SIZE, Math.min(Number(url.searchParams.get('count')) || BOOKINGS_LIST_BATCH_SIZE, 50));
  const codes = filter === 'all' ? [] : statusCodesForFilter(site.defaultPropertyType, filter);
  const cookie = request.headers.get('cookie');
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const api = { ...serverApi(site.locale), headers };
  try {
    const reply = await getBookings(api, {
      ...(codes.length > 0 ? { filters: { status: statusFilterQuery(codes) } } : {}),
      batch: { count: shown, offset: 0 },
      sort: 'closest',
    });
    return { reply, filter, filters, shown, path: url.pathname, meta: { title: site.brandName } };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401) {
      throw redirect(`/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`);
    }
    throw error;
  }
}
