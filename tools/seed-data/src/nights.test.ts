import { describe, expect, it } from 'vitest';
import { buildCalendar, generateNights, priceLimitsMinor, roomsInCategory, type InventoryProfile } from './nights';

const hotel: InventoryProfile = { roomCategoryId: 7, propertyType: 'hotel', countryCode: 'in', currencyCode: 'INR', region: 'beach', baseTariffMinor: 250_000 };
const home: InventoryProfile = { roomCategoryId: 8, propertyType: 'home', countryCode: 'nl', currencyCode: 'EUR', region: 'beach', baseTariffMinor: 14_500 };
const ukHome: InventoryProfile = { ...home, roomCategoryId: 9, countryCode: 'gb', currencyCode: 'GBP', region: 'city', baseTariffMinor: 40_000 };
const year = buildCalendar('2026-11-22', 365);

describe('buildCalendar', () => {
  it('lists consecutive nights across month and year ends, with ISO weekdays', () => {
    const calendar = buildCalendar('2026-12-30', 4);
    expect(calendar.nights).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(calendar.weekdays).toEqual([3, 4, 5, 6]);
    expect(calendar.months).toEqual([12, 12, 1, 1]);
    expect(calendar.dayNumbers).toEqual([0, 1, 2, 3].map((offset) => (calendar.dayNumbers[0] ?? 0) + offset));
  });
});

describe.each([
  ['an Indian hotel', hotel],
  ['a Dutch home', home],
  ['a British home', ukHome],
])('generateNights for %s', (_, profile) => {
  const nights = generateNights(42, profile, year);

  it('has one row per night, contiguous, for the category', () => {
    expect(nights.map((night) => night.night)).toEqual(year.nights);
    expect(new Set(nights.map((night) => night.roomCategoryId))).toEqual(new Set([profile.roomCategoryId]));
  });

  it('never sells more rooms than it has, and keeps the same number of rooms every night', () => {
    for (const night of nights) {
      expect(night.sold).toBeGreaterThanOrEqual(0);
      expect(night.sold).toBeLessThanOrEqual(night.total);
    }
    expect(new Set(nights.map((night) => night.total))).toEqual(new Set([roomsInCategory(42, profile)]));
  });

  it('prices within the realistic range of the currency, with slasher prices above the price on part of the nights', () => {
    const [min, max] = priceLimitsMinor(profile.currencyCode, profile.propertyType);
    for (const night of nights) {
      expect(night.priceMinor).toBeGreaterThanOrEqual(min);
      expect(night.priceMinor).toBeLessThanOrEqual(max);
      if (night.slasherPriceMinor !== null) expect(night.slasherPriceMinor).toBeGreaterThan(night.priceMinor);
    }
    const slashed = nights.filter((night) => night.slasherPriceMinor !== null).length;
    expect(slashed).toBeGreaterThan(nights.length * 0.2);
    expect(slashed).toBeLessThan(nights.length * 0.6);
    expect(new Set(nights.map((night) => night.priceMinor)).size).toBeGreaterThan(5);
  });

  it('has some sold-out nights and some with rooms left', () => {
    expect(nights.some((night) => night.sold === night.total)).toBe(true);
    expect(nights.some((night) => night.sold < night.total)).toBe(true);
  });

  it('makes the same nights from the same seed and different ones from another seed', () => {
    expect(generateNights(42, profile, year)).toEqual(nights);
    expect(generateNights(43, profile, year)).not.toEqual(nights);
  });

  it('makes a night the same whatever window it is generated in (what extendInventory relies on)', () => {
    const firstHalf = generateNights(42, profile, buildCalendar('2026-11-22', 200));
    const secondHalf = generateNights(42, profile, buildCalendar(year.nights[200] ?? '', 165));
    expect([...firstHalf, ...secondHalf]).toEqual(nights);
  });
});

describe('rooms and minimum stays', () => {
  it('gives hotels 3 to 25 rooms per category and homes exactly 1', () => {
    const hotelRooms = Array.from({ length: 300 }, (_, id) => roomsInCategory(42, { ...hotel, roomCategoryId: id }));
    expect(Math.min(...hotelRooms)).toBe(3);
    expect(Math.max(...hotelRooms)).toBe(25);
    expect(roomsInCategory(42, home)).toBe(1);
  });

  it('asks a minimum stay of 1 at hotels, and 1 to 7 nights at homes with a week from high-season Saturdays', () => {
    expect(new Set(generateNights(42, hotel, year).map((night) => night.minStay))).toEqual(new Set([1]));
    const homeNights = generateNights(42, home, year);
    for (const night of homeNights) {
      expect(night.minStay).toBeGreaterThanOrEqual(1);
      expect(night.minStay).toBeLessThanOrEqual(7);
    }
    const julySaturday = homeNights.find((night) => night.night === '2027-07-17');
    expect(julySaturday?.minStay).toBe(7);
    expect(homeNights.some((night) => night.minStay >= 2 && night.minStay < 7)).toBe(true);
  });

  it('charges more in the season of the place than out of it', () => {
    const average = (month: string, profile: InventoryProfile) => {
      const inMonth = generateNights(42, profile, year).filter((night) => night.night.startsWith(month));
      return inMonth.reduce((sum, night) => sum + night.priceMinor, 0) / inMonth.length;
    };
    expect(average('2026-12', hotel)).toBeGreaterThan(average('2027-07', hotel));
    expect(average('2027-08', home)).toBeGreaterThan(average('2027-01', home));
  });
});
