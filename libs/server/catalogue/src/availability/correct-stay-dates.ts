import { MAX_STAY_NIGHTS, countryById } from '@stays/brand-config';
import { addDays, lastSearchableDate, normaliseStayDates, stayNights, todayIn } from '@stays/validation';

export interface CorrectedDates {
  checkin: string;
  checkout: string;
  nights: number;
  corrected: boolean;
}

/**
 * "Availability refresh may replace invalid dates with corrected ones" (guest-journey §4), by the rules of §5 and the
 * country's calendar limits: a missing, past or reversed stay becomes today–tomorrow; a check-in beyond the country's
 * maxSearchableMonths does too; a stay longer than maxSelectableDates (else MAX_STAY_NIGHTS) is pulled in, one
 * shorter than minSelectableDates is pushed out.
 */
export function correctStayDates(dates: { checkin?: string; checkout?: string }, context: { countryId: number; timeZone: string; now: Date }): CorrectedDates {
  const country = countryById(context.countryId);
  const maxNights = country?.maxSelectableDates ?? MAX_STAY_NIGHTS;
  const minNights = Math.max(1, country?.minSelectableDates ?? 1);
  let normalised = normaliseStayDates(dates, { now: context.now, timeZone: context.timeZone, maxNights });
  const lastCheckin = lastSearchableDate(context.now, context.timeZone, country?.maxSearchableMonths ?? 12);
  if (normalised.checkin > lastCheckin) {
    const today = todayIn(context.now, context.timeZone);
    normalised = { checkin: today, checkout: addDays(today, 1), nights: 1, corrected: true };
  }
  if (normalised.nights < minNights) {
    const checkout = addDays(normalised.checkin, minNights);
    return { checkin: normalised.checkin, checkout, nights: stayNights(normalised.checkin, checkout), corrected: true };
  }
  return { checkin: normalised.checkin, checkout: normalised.checkout, nights: normalised.nights, corrected: normalised.corrected };
}
