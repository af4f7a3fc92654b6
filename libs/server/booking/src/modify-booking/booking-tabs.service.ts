import type { BookingTabsReply } from '@stays/api-client';
import { BOOKING_LIST_FILTERS, bookingListStatusMatch, statusFilterQuery } from '@stays/status-mapping';
import { findBookingsOfUser } from '../bookings/bookings.repository';
import type { SqlClient } from '@stays/server-core';

/**
 * GET bookings/tabs: the tabs of "my bookings" (the list filters of guest-journey §4, hotel and holiday-home) with how
 * many of the signed-in guest's bookings each holds, counted by the same query GET bookings lists them with.
 * `applicableOnly` (GET bookings/applicable_tabs) keeps the tabs that hold at least one booking.
 */
export async function bookingTabs(database: SqlClient, userId: number, now: Date, applicableOnly: boolean): Promise<BookingTabsReply> {
  const today = now.toISOString().slice(0, 10);
  const tabs: BookingTabsReply['tabs'] = [];
  for (const propertyType of ['hotel', 'home'] as const) {
    for (const [key, codes] of Object.entries(BOOKING_LIST_FILTERS[propertyType])) {
      const { total } = await findBookingsOfUser(database, userId, { ...bookingListStatusMatch([...codes]), today, offset: 0, count: 1 });
      tabs.push({ key, property_type: propertyType, status: statusFilterQuery(codes), count: total });
    }
  }
  const { total } = await findBookingsOfUser(database, userId, { statusKeys: [], homeStatusKeys: [], today, offset: 0, count: 1 });
  return { tabs: applicableOnly ? tabs.filter((tab) => tab.count > 0) : tabs, total_count: total };
}
