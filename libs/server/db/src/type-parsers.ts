/**
 * How raw `query()` turns PostgreSQL values into JavaScript, identical on both drivers:
 * dates stay 'YYYY-MM-DD' strings (a night is a calendar day, not an instant), counts (int8) and
 * numerics become numbers (our numerics are ratings, never money), timestamps become Date objects.
 */
export const PG_TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082 } as const;

export const rawValueParsers: Record<number, (value: string) => unknown> = {
  [PG_TYPE_OIDS.int8]: (value) => Number(value),
  [PG_TYPE_OIDS.numeric]: (value) => Number(value),
  [PG_TYPE_OIDS.date]: (value) => value,
};
