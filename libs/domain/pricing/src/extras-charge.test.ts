import { describe, expect, it } from 'vitest';
import { extrasCharge } from './extras-charge';

const INDIA = 1;
const NETHERLANDS = 143;
const services = [
  { code: 'breakfast', included: false, price: 45_000 },
  { code: 'dinner', included: true, price: null },
];

describe('extras charge: meals and early check-in on a stay', () => {
  it('charges a priced meal per room per night and an included one nothing, with the tax on top in India', () => {
    const charge = extrasCharge(
      services,
      { meals: ['breakfast', 'dinner', 'breakfast'], earlyCheckinPerRoomMinor: null },
      { rooms: 2, nights: 3, countryId: INDIA },
    );
    expect(charge).toMatchObject({ meals: ['breakfast', 'dinner'], missing: [], mealsMinor: 270_000, earlyCheckinMinor: 0 });
    expect(charge.taxOnTopMinor).toBe(32_400);
    expect(charge.totalMinor).toBe(302_400);
  });

  it('charges early check-in per room and adds no tax where prices include it', () => {
    const charge = extrasCharge(services, { meals: [], earlyCheckinPerRoomMinor: 2_500 }, { rooms: 2, nights: 1, countryId: NETHERLANDS });
    expect(charge).toEqual({ meals: [], missing: [], mealsMinor: 0, earlyCheckinMinor: 5_000, taxOnTopMinor: 0, totalMinor: 5_000 });
  });

  it('names the meals the room does not offer', () => {
    expect(extrasCharge(services, { meals: ['lunch'], earlyCheckinPerRoomMinor: null }, { rooms: 1, nights: 1, countryId: INDIA }).missing).toEqual(['lunch']);
  });
});
