import { describe, expect, it } from 'vitest';
import { urlDateToIso } from './url-date';

describe('dates in page URLs convert to YYYY-MM-DD (guest-journey §5, accounts-commerce §9 date formats)', () => {
  it.each([
    ['2027-05-01', '2027-05-01'],
    ['01/05/2027', '2027-05-01'],
    ['01-05-2027', '2027-05-01'],
    ['1/5/2027', '2027-05-01'],
    ['29/02/2028', '2028-02-29'],
    [' 31/12/2027 ', '2027-12-31'],
    ['2027-05-01T00:00:00.000Z', '2027-05-01'],
    ['2027-05-01T10:30:00+05:30', '2027-05-01'],
  ])('reads %j as %j', (value, iso) => {
    expect(urlDateToIso(value)).toBe(iso);
  });

  it.each([null, undefined, '', 'tomorrow', '31/02/2027', '29/02/2027', '13/13/2027', '2027/05/01x', '01.05.2027', '2027-13-01', '05/01/27', '001/05/2027'])(
    'refuses %j',
    (value) => {
      expect(urlDateToIso(value)).toBeNull();
    },
  );
});
