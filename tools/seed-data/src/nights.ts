import { DateTime } from 'luxon';
import { toMinor } from '@stays/pricing';
import { priceStepMinor } from './generated-property';
import { mulberry32, hashSeed } from './random';
import { seasonFactor, type RegionKind } from './regions';
import type { RoomNightRow } from './rows';

/** What the nightly generator needs to know about a room category; all of it is in the database too. */
export interface InventoryProfile {
  roomCategoryId: number;
  propertyType: 'hotel' | 'home';
  countryCode: string;
  currencyCode: string;
  region: RegionKind;
  /** double_bed_base_tariff: the typical nightly rate. */
  baseTariffMinor: number;
}

/** A run of calendar days, computed once and shared by every room category of a batch. */
export interface Calendar {
  nights: string[];
  /** Days since 1970-01-01: the per-night random stream is keyed on it, so a night's values never depend on the window. */
  dayNumbers: number[];
  weekdays: number[];
  months: number[];
}

export function buildCalendar(firstNight: string, count: number): Calendar {
  const start = DateTime.fromISO(firstNight, { zone: 'utc' });
  if (!start.isValid) throw new Error(`Invalid date ${firstNight}`);
  const calendar: Calendar = { nights: [], dayNumbers: [], weekdays: [], months: [] };
  const epochDay = Math.round(start.toMillis() / 86_400_000);
  for (let i = 0; i < count; i++) {
    const day = start.plus({ days: i });
    calendar.nights.push(day.toISODate() ?? '');
    calendar.dayNumbers.push(epochDay + i);
    calendar.weekdays.push(day.weekday);
    calendar.months.push(day.month);
  }
  return calendar;
}

/** Rooms a category has each night: hotels 3–25, homes 1. A function of the seed, so an extension agrees. */
export function roomsInCategory(seed: number, profile: InventoryProfile): number {
  if (profile.propertyType === 'home') return 1;
  return 3 + Math.floor(mulberry32(hashSeed(seed, profile.roomCategoryId, 7))() * 23);
}

const PRICE_LIMITS_MAJOR: Record<string, { hotel: [number, number]; home: [number, number] }> = {
  INR: { hotel: [900, 12_000], home: [1_500, 25_000] },
  EUR: { hotel: [60, 450], home: [60, 450] },
  GBP: { hotel: [60, 450], home: [60, 450] },
};

export function priceLimitsMinor(currencyCode: string, propertyType: 'hotel' | 'home'): [number, number] {
  const [min, max] = PRICE_LIMITS_MAJOR[currencyCode]?.[propertyType] ?? [1, 1_000_000];
  return [toMinor(min, currencyCode), toMinor(max, currencyCode)];
}

/**
 * Nights of one category over a calendar: price follows season and weekend with a little noise, part of the
 * nights show an undiscounted slasher price, some are partly or fully sold, and homes ask for minimum stays
 * (a week from Saturdays in high season).
 */
export function generateNights(seed: number, profile: InventoryProfile, calendar: Calendar, into: RoomNightRow[] = []): RoomNightRow[] {
  const total = roomsInCategory(seed, profile);
  const step = priceStepMinor(profile.currencyCode);
  const [minPrice, maxPrice] = priceLimitsMinor(profile.currencyCode, profile.propertyType);
  const home = profile.propertyType === 'home';
  const baseMinStay = home ? 1 + Math.floor(mulberry32(hashSeed(seed, profile.roomCategoryId, 11))() * 3) : 1;
  for (let i = 0; i < calendar.nights.length; i++) {
    const next = mulberry32(hashSeed(seed, profile.roomCategoryId, calendar.dayNumbers[i] ?? 0));
    const weekday = calendar.weekdays[i] ?? 1;
    const season = seasonFactor(profile.countryCode, profile.region, calendar.months[i] ?? 1);
    const weekend = weekday === 5 || weekday === 6 ? (home ? 1.1 : 1.12) : 1;
    const noise = 0.95 + next() * 0.1;
    const raw = Math.round((profile.baseTariffMinor * season * weekend * noise) / step) * step;
    const priceMinor = Math.min(maxPrice, Math.max(minPrice, raw));
    const slasherPriceMinor = next() < 0.4 ? Math.round((priceMinor * (1.15 + next() * 0.3)) / step) * step : null;
    const demand = Math.min(0.97, 0.25 + (season - 0.75) * 0.5 + (weekend > 1 ? 0.1 : 0) + next() * 0.35);
    const soldOut = next() < (home ? 0.25 * season : 0.04 * season);
    const sold = soldOut ? total : home ? 0 : Math.min(total, Math.floor(total * demand * next()));
    let minStay = 1;
    if (home) {
      minStay = weekday === 6 && season >= 1.3 ? 7 : weekday === 5 || weekday === 6 || season >= 1.3 ? Math.max(2, baseMinStay) : baseMinStay;
    }
    into.push({
      roomCategoryId: profile.roomCategoryId,
      night: calendar.nights[i] ?? '',
      total,
      sold,
      priceMinor,
      slasherPriceMinor: slasherPriceMinor !== null && slasherPriceMinor > priceMinor ? slasherPriceMinor : null,
      minStay,
    });
  }
  return into;
}
