import { isIsoDate, type IsoDate } from './dates';

const DAY_FIRST = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const ISO_WITH_TIME = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date as a page URL may carry it, as YYYY-MM-DD: "Dates in DD/MM/YYYY convert to ISO or YYYY-MM-DD"
 * (guest-journey §5), and the other formats of accounts-commerce §9: DD-MM-YYYY, YYYY-MM-DD, and an ISO timestamp
 * (its calendar date). Day and month may have one digit. Null when the text is none of these or not a real date
 * (31/02/2027), so the caller falls back as for a missing date.
 */
export function urlDateToIso(value: string | null | undefined): IsoDate | null {
  const text = value?.trim() ?? '';
  if (isIsoDate(text)) return text;
  const timestamp = ISO_WITH_TIME.exec(text);
  if (timestamp) return isIsoDate(timestamp[1] as string) ? (timestamp[1] as string) : null;
  const dayFirst = DAY_FIRST.exec(text);
  if (!dayFirst) return null;
  const [, day = '', month = '', year = ''] = dayFirst;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
