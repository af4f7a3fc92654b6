import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityQuerySchema } from '@stays/api-client';
import { FIXTURE_NOW, fixtureIds } from '../testing/catalogue-fixture';
import { useCatalogueDatabase } from '../testing/catalogue-database';
import { getAvailability } from './get-availability.service';

/** Two adults in one room, the stay these prices were worked out for (the API's own default is one adult). */
const TWO_ADULTS = '1,2,0,0,0';

const database = useCatalogueDatabase();

const availability = (query: Record<string, unknown>) =>
  getAvailability(
    database,
    availabilityQuerySchema.parse({
      checkin: '2026-03-12',
      checkout: '2026-03-14',
      ...('total_guest_count' in query ? {} : { rooms_config: TWO_ADULTS }),
      ...query,
    }),
    FIXTURE_NOW,
  );
const reasonsOf = async (hotelId: number, query: Record<string, unknown> = {}) =>
  Object.fromEntries(
    (await availability({ hotel_id: hotelId, ...query })).room_categories_with_data.map((category) => [category.name, category.sold_out_reasons]),
  );

beforeAll(async () => {
  // Goa Palms (3 Standard rooms) books 2 to 3 rooms at a time; its fourth night is full.
  await database.query(`UPDATE properties SET min_rooms = 2, max_rooms = 3 WHERE id = $1`, [fixtureIds.goaPalms]);
  await database.query(`UPDATE room_nights SET sold = total WHERE room_category_id = $1 AND night = '2026-03-16'`, [fixtureIds.palmsStandard]);
});

describe('availability for dates, rooms and guests', () => {
  it('prices every category for the stay asked, selects the cheapest and keeps the dates and rooms', async () => {
    const reply = await availability({ hotel_id: fixtureIds.bagaBeach, rooms_config: '1,2,0,0,0' });
    expect(reply).toMatchObject({
      is_available: true,
      checkin: '2026-03-12',
      checkout: '2026-03-14',
      nights: 2,
      dates_corrected: false,
      rooms_config: '1,2,0,0,0',
      rooms_config_adjusted: false,
      selected_category_id: fixtureIds.bagaClassic,
      currency_code: 'INR',
    });
    expect(reply.room_categories_with_data.map((category) => [category.name, category.summed_final_price, category.available_rooms])).toEqual([
      ['Classic', 805_000, 5],
      ['Suite', 1_600_000, 2],
    ]);
    // India shows prices before tax (12 %): the tax is added on top.
    expect(reply.room_categories_with_data[0]?.tax_info).toEqual({ total_tax: 96_600, final_price_with_tax: 901_600 });
    expect(reply.pricing_details).toMatchObject({ total_price: 805_000, nights: 2, rooms: 1 });
  });

  it('follows a change of guests: one adult pays the single tariff', async () => {
    const reply = await availability({ hotel_id: fixtureIds.bagaBeach, rooms_config: '1,1,0,0,0' });
    // 402 000 × 300 000 / 400 000 + 403 000 × 0.75
    expect(reply.room_categories_with_data[0]?.summed_final_price).toBe(301_500 + 302_250);
  });

  it.each([
    ['a past check-in', { checkin: '2026-03-01', checkout: '2026-03-03' }, '2026-03-10', '2026-03-11'],
    ['a check-out before the check-in', { checkin: '2026-03-14', checkout: '2026-03-12' }, '2026-03-10', '2026-03-11'],
    ['no dates', { checkin: undefined, checkout: undefined }, '2026-03-10', '2026-03-11'],
    ['a date that is not one', { checkin: '2026-02-30', checkout: '2026-03-02' }, '2026-03-10', '2026-03-11'],
    ['a check-in beyond the 12 searchable months', { checkin: '2027-03-11', checkout: '2027-03-12' }, '2026-03-10', '2026-03-11'],
    ['a stay longer than 30 nights', { checkin: '2026-03-12', checkout: '2026-05-01' }, '2026-03-12', '2026-04-11'],
  ])('corrects %s', async (_case, dates, checkin, checkout) => {
    const reply = await availability({ hotel_id: fixtureIds.bagaBeach, ...dates });
    expect(reply).toMatchObject({ checkin, checkout, dates_corrected: true });
  });

  it('pushes a holiday home stay out to the country’s minimum of 2 nights', async () => {
    const reply = await availability({ hotel_id: fixtureIds.canalHouse, checkin: '2026-03-12', checkout: '2026-03-13' });
    expect(reply).toMatchObject({ checkin: '2026-03-12', checkout: '2026-03-14', nights: 2, dates_corrected: true, currency_code: 'EUR' });
    // The Netherlands show prices with VAT (9 %) included.
    expect(reply.room_categories_with_data[0]?.tax_info).toEqual({ total_tax: 3_468, final_price_with_tax: 42_000 });
  });

  it('fits the rooms to the min–max restriction and says so', async () => {
    const up = await availability({ hotel_id: fixtureIds.goaPalms, rooms_config: '1,2,0,0,0' });
    expect(up).toMatchObject({ rooms_config: '2,1,0,0,0,1,0,0,0', rooms_config_adjusted: true, rooms: 2 });
    expect(up.restrictions.minMaxRestriction).toEqual({ present: true, minRoom: 2, maxRoom: 3 });
    const down = await availability({ hotel_id: fixtureIds.goaPalms, rooms_config: '4,1,0,0,0,1,0,0,0,1,0,0,0,1,0,0,0' });
    expect(down).toMatchObject({ rooms_config: '3,2,0,0,0,1,0,0,0,1,0,0,0', rooms_config_adjusted: true, rooms: 3 });
    const invalid = await availability({ hotel_id: fixtureIds.bagaBeach, rooms_config: 'two rooms' });
    expect(invalid).toMatchObject({ rooms_config: '1,1,0,0,0', rooms_config_adjusted: true });
  });

  it("without rooms_config or total_guest_count prices the spec's default 1,0,0: one adult in one room", async () => {
    const reply = await getAvailability(
      database,
      availabilityQuerySchema.parse({ hotel_id: fixtureIds.bagaBeach, checkin: '2026-03-12', checkout: '2026-03-14' }),
      FIXTURE_NOW,
    );
    expect(reply).toMatchObject({ rooms_config: '1,1,0,0,0', rooms: 1, guests: 1, rooms_config_adjusted: false });
    // Classic at the single rate for one adult (301,500 + 302,250), as hotel details price it; two adults pay 805,000.
    expect(reply.room_categories_with_data.find((category) => category.id === fixtureIds.bagaClassic)?.summed_final_price).toBe(603_750);
  });

  it('spreads total_guest_count over one room when rooms_config is absent', async () => {
    expect(await availability({ hotel_id: fixtureIds.bagaBeach, total_guest_count: '3' })).toMatchObject({ rooms_config: '1,3,0,0,0', guests: 3 });
  });

  describe('meets each of the five sold-out conditions', () => {
    it('no rooms available: a full night inside the stay', async () => {
      const reasons = await reasonsOf(fixtureIds.goaPalms, { checkin: '2026-03-15', checkout: '2026-03-17', rooms_config: '2,1,0,0,0,1,0,0,0' });
      expect(reasons['Standard']).toEqual(['noRoomsAvailable', 'fewerThanRequested', 'fewerThanMinimumRooms']);
    });

    it('fewer than the requested rooms: three rooms asked of a two-room Suite', async () => {
      const reply = await availability({ hotel_id: fixtureIds.bagaBeach, rooms_config: '3,2,0,0,0,2,0,0,0,2,0,0,0' });
      expect(Object.fromEntries(reply.room_categories_with_data.map((category) => [category.name, category.sold_out_reasons]))).toEqual({
        Classic: [],
        Suite: ['fewerThanRequested'],
      });
      expect(reply.selected_category_id).toBe(fixtureIds.bagaClassic);
    });

    it('invalid pricing: no price stored for the stay', async () => {
      const reasons = await reasonsOf(fixtureIds.bagaBeach, { checkin: '2026-04-20', checkout: '2026-04-21' });
      expect(reasons['Classic']).toEqual(expect.arrayContaining(['invalidPricing', 'noRoomsAvailable']));
    });

    it('over max occupancy: three adults in one room of a two-person Classic', async () => {
      const reasons = await reasonsOf(fixtureIds.bagaBeach, { rooms_config: '1,3,0,0,0' });
      expect(reasons).toEqual({ Classic: ['overMaxOccupancy'], Suite: [] });
    });

    it('fewer than the minimum room count: a hotel booking at least 2 rooms with 1 left', async () => {
      await database.query(`UPDATE room_nights SET sold = total - 1 WHERE room_category_id = $1 AND night = '2026-03-18'`, [fixtureIds.palmsStandard]);
      const reply = await availability({ hotel_id: fixtureIds.goaPalms, checkin: '2026-03-18', checkout: '2026-03-19', rooms_config: '2,1,0,0,0,1,0,0,0' });
      expect(reply.room_categories_with_data[0]?.sold_out_reasons).toEqual(['fewerThanRequested', 'fewerThanMinimumRooms']);
      expect(reply).toMatchObject({ is_available: false, selected_category_id: null, pricing_details: null, cancellation_policies: [] });
    });
  });

  it('tells how many rooms are left, for "Only N room(s) left"', async () => {
    const reply = await availability({ hotel_id: fixtureIds.bagaBeach });
    expect(reply.room_categories_with_data.find((category) => category.id === fixtureIds.bagaSuite)?.available_rooms).toBe(2);
  });

  it('answers the restrictions, cancellation policy and early check-in of the selected category', async () => {
    await database.query(`UPDATE properties SET no_unmarried_couples = true, no_postpaid = true WHERE id = $1`, [fixtureIds.bagaBeach]);
    const reply = await availability({ hotel_id: fixtureIds.bagaBeach });
    expect(reply.restrictions).toEqual({
      minMaxRestriction: { present: true, minRoom: 1, maxRoom: 10 },
      no_foreign_guests: false,
      no_unmarried_couples: true,
      no_local_ids: false,
      no_postpaid: true,
    });
    // Free until 09:00 in Goa (03:30 UTC) on the check-in day, then the first night.
    expect(reply.cancellation_policies).toEqual([
      { kind: 'free_cancellation', from: null, until: '2026-03-12T03:30:00.000Z', charge: 0 },
      { kind: 'first_night_charge', from: '2026-03-12T03:30:00.000Z', until: null, charge: 402_000 },
    ]);
    expect(reply.additional_charge_info).toEqual({ early_checkin: { from_time: '08:00', standard_time: '12:00', charge_per_room: 201_000 } });
  });

  it('answers 404 for a disabled or unknown hotel', async () => {
    await expect(availability({ hotel_id: fixtureIds.disabledHotel })).rejects.toMatchObject({ statusCode: 404, code: 'HOTEL_NOT_FOUND' });
  });
});
