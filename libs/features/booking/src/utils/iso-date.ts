/** A stay date (YYYY-MM-DD) as a Date at UTC midnight, to format with timeZone 'UTC' so no time zone shifts the day. */
export function stayDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export const STAY_DATE_FORMAT = { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
