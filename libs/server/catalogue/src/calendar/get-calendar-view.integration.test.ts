import { beforeAll, describe, expect, it } from 'vitest';
import { calendarViewQuerySchema } from '@stays/api-client';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { getCalendarView } from './get-calendar-view.service';

const database = useCatalogueDatabase();

const calendar = (query: Record<string, unknown>) =>
  getCalendarView(
    database,
    calendarViewQuerySchema.parse({ request_type: 'calendar_view', start_time: '2026-03-01', end_time: '2026-05-31', ...query }),
    FIXTURE_NOW,
  );

beforeAll(async () => {
  // Baga Beach: the Classic is full on the 13th, both categories on the 15th; a check-in on the 14th needs 3 nights.
  await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night IN ('2026-03-13', '2026-03-15')`, [fixtureIds.bagaClassic]);
  await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-15'`, [fixtureIds.bagaSuite]);
  await database.query(`UPDATE room_nights SET min_stay = 3 WHERE room_category_id IN ($1, $2) AND night = '2026-03-14'`, [
    fixtureIds.bagaClassic,
    fixtureIds.bagaSuite,
  ]);
});

describe('calendar view', () => {
  it('covers the three months from the property’s today, a day for every date', async () => {
    const view = await calendar({ hotel_id: fixtureIds.bagaBeach });
    expect(view).toMatchObject({ today: '2026-03-10', start_time: '2026-03-10', end_time: '2026-05-31', last_searchable_date: '2027-03-10' });
    expect(view.days).toHaveLength(22 + 30 + 31);
    expect(view.days[0]?.date).toBe('2026-03-10');
    expect(view.days.at(-1)?.date).toBe('2026-05-31');
  });

  it('marks a day free when any category is, and not without inventory', async () => {
    const days = new Map((await calendar({ hotel_id: fixtureIds.bagaBeach })).days.map((day) => [day.date, day]));
    expect(days.get('2026-03-12')).toEqual({ date: '2026-03-12', available: true, minStay: 1 });
    expect(days.get('2026-03-13')?.available).toBe(true);
    expect(days.get('2026-03-15')?.available).toBe(false);
    expect(days.get('2026-03-14')).toEqual({ date: '2026-03-14', available: true, minStay: 3 });
    expect(days.get('2026-04-01')?.available).toBe(false);
  });

  it('narrows to one category when selected_rcid names it', async () => {
    const days = new Map(
      (await calendar({ hotel_id: fixtureIds.bagaBeach, selected_rcid: fixtureIds.bagaClassic })).days.map((day) => [day.date, day.available]),
    );
    expect(days.get('2026-03-13')).toBe(false);
    expect(days.get('2026-03-12')).toBe(true);
  });

  it('gives the holiday-home country limits', async () => {
    const view = await calendar({ hotel_id: fixtureIds.canalHouse });
    expect(view).toMatchObject({ min_selectable_nights: 2, max_selectable_nights: 28, last_searchable_date: '2029-03-10' });
    const india = await calendar({ hotel_id: fixtureIds.bagaBeach });
    expect(india).toMatchObject({ min_selectable_nights: 1, max_selectable_nights: 30 });
  });

  it.each([
    [{ start_time: '2026-03-20', end_time: '2026-03-10' }, 400],
    [{ start_time: '2026-03-01', end_time: '2026-12-31' }, 400],
    [{ hotel_id: fixtureIds.disabledHotel }, 404],
  ])('refuses %o with %i', async (query, statusCode) => {
    await expect(calendar({ hotel_id: fixtureIds.bagaBeach, ...query })).rejects.toMatchObject({ statusCode });
  });
});
