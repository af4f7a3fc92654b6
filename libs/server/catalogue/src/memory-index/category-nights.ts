/**
 * One room category's stored nights, three 32-bit words a night from its first stored night to its last, in a slab
 * shared with other categories (one per load batch): the large seed's 13 million nights take ~155 MB, and a stay's
 * nights sit side by side in memory, so checking a category for a stay touches one or two cache lines.
 * Word 0: the rooms free (total − sold) in the low 16 bits and the minimum stay in the high 16 bits, or MISSING where
 * the night is not stored; word 1: the rate; word 2: the slasher price or NO_SLASHER.
 */
export interface CategoryNights {
  /** Days since 1970-01-01 of the first slot. */
  firstDay: number;
  /** Slots (nights from the first stored to the last). */
  length: number;
  data: Int32Array;
  /** Where slot 0 starts in `data` (in words). */
  offset: number;
}

const NO_SLASHER = -2_147_483_648;
const MISSING = -1;
const WORDS = 3;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayOf(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/** The YYYY-MM-DD date of a day number. */
export function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The word index of a day's night in `data`, or -1 when the category has no stored night that day. */
export function nightAt(nights: CategoryNights, day: number): number {
  const slot = day - nights.firstDay;
  if (slot < 0 || slot >= nights.length) return -1;
  const at = nights.offset + slot * WORDS;
  return (nights.data[at] as number) === MISSING ? -1 : at;
}

export function freeRoomsAt(nights: CategoryNights, at: number): number {
  return (nights.data[at] as number) & 0xffff;
}

export function minStayAt(nights: CategoryNights, at: number): number {
  return (nights.data[at] as number) >>> 16;
}

export function priceAt(nights: CategoryNights, at: number): number {
  return nights.data[at + 1] as number;
}

/** The slasher price, or null. */
export function slasherAt(nights: CategoryNights, at: number): number | null {
  const slasher = nights.data[at + 2] as number;
  return slasher === NO_SLASHER ? null : slasher;
}

export const NO_NIGHTS: CategoryNights = { firstDay: 0, length: 0, data: new Int32Array(0), offset: 0 };

/**
 * Parses categories' nights as the loader aggregates them (`day,free,price,slasher,min_stay` per night, nights
 * separated by ';' in date order, an empty slasher for none) into one slab. Hand-parsed: the whole catalogue is
 * hundreds of MB of text.
 */
export function parseCategoryNights(texts: readonly (string | null)[]): CategoryNights[] {
  const spans = texts.map((text) => (text ? span(text) : null));
  const words = spans.reduce((sum, range) => sum + (range ? (range.last - range.first + 1) * WORDS : 0), 0);
  const data = new Int32Array(words).fill(MISSING);
  let offset = 0;
  return texts.map((text, index) => {
    const range = spans[index];
    if (!text || !range) return NO_NIGHTS;
    const nights: CategoryNights = { firstDay: range.first, length: range.last - range.first + 1, data, offset };
    fill(text, nights);
    offset += nights.length * WORDS;
    return nights;
  });
}

/** The first and last day of a category's text (the first field, and the first field after the last ';'). */
function span(text: string): { first: number; last: number } {
  const lastNight = text.lastIndexOf(';') + 1;
  return { first: readInt(text, 0), last: readInt(text, lastNight) };
}

function readInt(text: string, from: number): number {
  let value = 0;
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
  }
  return value;
}

function fill(text: string, nights: CategoryNights): void {
  const fields = [0, 0, 0, 0, 0];
  let field = 0;
  let value = 0;
  let negative = false;
  let empty = true;
  for (let index = 0; index <= text.length; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : 59;
    if (code === 44 || code === 59) {
      fields[field] = empty ? NO_SLASHER : negative ? -value : value;
      field += 1;
      value = 0;
      negative = false;
      empty = true;
      if (code === 59) {
        store(nights, fields);
        field = 0;
      }
    } else if (code === 45) {
      negative = true;
    } else {
      value = value * 10 + (code - 48);
      empty = false;
    }
  }
}

function store(nights: CategoryNights, [day, free, price, slasher, minStay]: number[]): void {
  if ((free as number) < 0 || (free as number) > 0xffff || (minStay as number) < 0 || (minStay as number) > 0x7fff) {
    throw new RangeError(`a night's free rooms (${free}) or minimum stay (${minStay}) does not fit the in-memory index`);
  }
  const at = nights.offset + ((day as number) - nights.firstDay) * WORDS;
  nights.data[at] = (minStay as number) * 0x10000 + (free as number);
  nights.data[at + 1] = price as number;
  nights.data[at + 2] = slasher as number;
}

/** The SQL aggregate that parseCategoryNights reads, over `room_nights rn` grouped by category. */
export const CATEGORY_NIGHTS_AGGREGATE_SQL = `string_agg(concat_ws(',', rn.night - DATE '1970-01-01', rn.total - rn.sold, rn.price_minor,
            coalesce(rn.slasher_price_minor::text, ''), rn.min_stay), ';' ORDER BY rn.night)`;
