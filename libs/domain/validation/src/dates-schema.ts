import { z } from 'zod';
import { displayDateToIso, isIsoDate, lastSearchableDate, stayNights, todayIn, type IsoDate, type StayDateContext } from './dates';
import { validationMessages } from './messages';

// Apart from dates.ts so that pages using only the date helpers do not load zod.
const isoDateSchema = z.string().refine((value) => isIsoDate(value), { message: validationMessages.dateInvalid.id });

/**
 * The stay dates as a form schema: the same rules as `normaliseStayDates`, reported instead of corrected.
 * Issues carry the message ids of `validationMessages`; the failing field is the issue's path.
 */
export function stayDatesSchema(context: StayDateContext & { maxSearchableMonths?: number }) {
  return z.object({ checkin: isoDateSchema, checkout: isoDateSchema }).superRefine(({ checkin, checkout }, refinement) => {
    const today = todayIn(context.now, context.timeZone);
    if (checkin < today) {
      refinement.addIssue({ code: 'custom', path: ['checkin'], message: validationMessages.checkinBeforeToday.id });
    }
    if (context.maxSearchableMonths !== undefined && checkin > lastSearchableDate(context.now, context.timeZone, context.maxSearchableMonths)) {
      refinement.addIssue({ code: 'custom', path: ['checkin'], message: validationMessages.checkinTooFar.id });
    }
    if (checkout <= checkin) {
      refinement.addIssue({ code: 'custom', path: ['checkout'], message: validationMessages.checkoutNotAfterCheckin.id });
    } else if (stayNights(checkin, checkout) > context.maxNights) {
      refinement.addIssue({ code: 'custom', path: ['checkout'], message: validationMessages.stayTooLong.id });
    }
  });
}

/** DD/MM/YYYY as a zod schema producing the ISO date. */
export const displayDateSchema = z.string().transform((value, context): IsoDate => {
  const iso = displayDateToIso(value);
  if (!iso) {
    context.addIssue({ code: 'custom', message: validationMessages.dateInvalid.id });
    return z.NEVER;
  }
  return iso;
});
