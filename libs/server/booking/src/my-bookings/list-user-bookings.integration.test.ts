import { describe, expect, it } from 'vitest';
import { createBookingBodySchema } from '@stays/api-client';
import { BOOKING_LIST_FILTERS, statusFilterQuery } from '@stays/status-mapping';
import { cancelBooking } from '../cancel-booking/cancel-booking.service';
import { createBooking } from '../create-booking/create-booking.service';
import { useBookingDatabase } from '../testing/booking-database';
import { bookingBody } from '../testing/booking-requests';
import { listUserBookings } from './list-user-bookings.service';
import { transactionalDatabase } from '@stays/server-core';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';

const database = useBookingDatabase();

async function newUser(phone: string): Promise<number> {
  const [row] = await database().query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', $1, 'Asha') RETURNING id`, [phone]);
  if (!row) throw new Error('no user');
  return row.id;
}

async function bookFor(
  userId: number | null,
  checkin: string,
  checkout: string,
  property: { hotel_id: number; room_category_id: number } | null = null,
  channel: { sub_source?: string } = {},
) {
  const body = createBookingBodySchema.parse(bookingBody({ checkin, checkout, ...property, ...channel }));
  const reply = await createBooking(
    transactionalDatabase(database()),
    { idempotencyKey: `my-${checkin}-${userId}-${Math.random()}`, caller: userId === null ? 'address:test' : `user:${userId}`, body },
    FIXTURE_NOW,
    { userId },
  );
  return reply.body;
}

describe('listUserBookings', () => {
  it('filters[sub_source] lists only the bookings made through that channel, in any case', async () => {
    const ravi = await newUser('9876500091');
    const partner = await bookFor(ravi, '2026-03-15', '2026-03-16', null, { sub_source: 'lakeside-travel' });
    await bookFor(ravi, '2026-03-16', '2026-03-17');
    expect(partner.sub_source).toBe('LAKESIDE-TRAVEL');
    const listed = await listUserBookings(database(), ravi, { subSource: 'LAKESIDE-TRAVEL' }, FIXTURE_NOW);
    expect(listed.bookings.map((booking) => booking.invoice_no)).toEqual([partner.invoice_no]);
    expect(listed.total_count).toBe(1);
    expect((await listUserBookings(database(), ravi, {}, FIXTURE_NOW)).total_count).toBe(2);
  });

  it("lists only the guest's own bookings, closest check-in first, filtered by the list filter's status codes, in batches", async () => {
    const asha = await newUser('9876500001');
    const other = await newUser('9876500002');
    const far = await bookFor(asha, '2026-03-18', '2026-03-19');
    const near = await bookFor(asha, '2026-03-11', '2026-03-12');
    const middle = await bookFor(asha, '2026-03-14', '2026-03-15');
    await bookFor(other, '2026-03-12', '2026-03-13');
    await bookFor(null, '2026-03-13', '2026-03-14');
    await cancelBooking(
      transactionalDatabase(database()),
      { booking: { id: middle.invoice_no, status: 'cancelled' }, user_phone: '9876543210', source: 'Web Booking', cancellation_reason: 1 },
      FIXTURE_NOW,
    );

    const all = await listUserBookings(database(), asha, {}, FIXTURE_NOW);
    expect(all.bookings.map((booking) => booking.invoice_no)).toEqual([near.invoice_no, middle.invoice_no, far.invoice_no]);
    expect(all).toMatchObject({ total_count: 3, offset: 0, count: 20 });

    const cancelled = await listUserBookings(database(), asha, { statusCodes: statusFilterQuery(BOOKING_LIST_FILTERS.hotel.cancelled) }, FIXTURE_NOW);
    expect(cancelled.bookings.map((booking) => booking.invoice_no)).toEqual([middle.invoice_no]);
    const confirmed = await listUserBookings(database(), asha, { statusCodes: statusFilterQuery(BOOKING_LIST_FILTERS.hotel.confirmed) }, FIXTURE_NOW);
    expect(confirmed.bookings.map((booking) => booking.invoice_no)).toEqual([near.invoice_no, far.invoice_no]);

    const secondPage = await listUserBookings(database(), asha, { offset: 1, count: 1 }, FIXTURE_NOW);
    expect(secondPage).toMatchObject({ total_count: 3, offset: 1, count: 1 });
    expect(secondPage.bookings.map((booking) => booking.invoice_no)).toEqual([middle.invoice_no]);
  });

  it('fills the holiday-home tabs (upcoming 19, completed 20, cancelled 21) with the guest’s holiday-home bookings', async () => {
    const meera = await newUser('9876500003');
    const villa = { hotel_id: fixtureIds.villaVerde, room_category_id: 1051 };
    const upcoming = await bookFor(meera, '2026-03-10', '2026-03-12', villa);
    const cancelledHome = await bookFor(meera, '2026-03-12', '2026-03-13', villa);
    await bookFor(meera, '2026-03-11', '2026-03-12');
    await cancelBooking(
      transactionalDatabase(database()),
      { booking: { id: cancelledHome.invoice_no, status: 'cancelled' }, user_phone: '9876543210', source: 'Web Booking', cancellation_reason: 1 },
      FIXTURE_NOW,
    );
    await database().query(`UPDATE bookings SET checkin = '2026-03-01', checkout = '2026-03-03', status_key = 2, state = 'completed' WHERE invoice_no = $1`, [
      (await bookFor(meera, '2026-03-13', '2026-03-14', villa)).invoice_no,
    ]);
    const tab = async (filter: keyof typeof BOOKING_LIST_FILTERS.home) =>
      (await listUserBookings(database(), meera, { statusCodes: statusFilterQuery(BOOKING_LIST_FILTERS.home[filter]) }, FIXTURE_NOW)).bookings.map(
        (booking) => [booking.invoice_no, booking.hotel.name],
      );

    expect(await tab('upcoming')).toEqual([[upcoming.invoice_no, 'Goa Villa Verde']]);
    expect(await tab('cancelled')).toEqual([[cancelledHome.invoice_no, 'Goa Villa Verde']]);
    expect((await tab('completed')).map(([, name]) => name)).toEqual(['Goa Villa Verde']);
    const upcomingReply = await listUserBookings(database(), meera, { statusCodes: statusFilterQuery(BOOKING_LIST_FILTERS.home.upcoming) }, FIXTURE_NOW);
    expect(upcomingReply.total_count).toBe(1);
  });
});
