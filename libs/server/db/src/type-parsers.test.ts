import { describe, expect, it } from 'vitest';
import { PG_TYPE_OIDS, rawValueParsers } from './type-parsers';

describe('raw value parsers (the same on PGlite and node-postgres)', () => {
  it.each([
    ['a count (int8)', PG_TYPE_OIDS.int8, '42', 42],
    ['a rating (numeric)', PG_TYPE_OIDS.numeric, '4.3', 4.3],
    ['a night (date) stays a calendar day', PG_TYPE_OIDS.date, '2026-11-22', '2026-11-22'],
  ])('%s', (_, oid, text, value) => {
    expect(rawValueParsers[oid]?.(text)).toEqual(value);
  });
});
