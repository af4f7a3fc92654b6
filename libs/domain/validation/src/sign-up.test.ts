import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSignUpBody, dropEmptyValues, plusPrefixedCountryCode, splitName } from './sign-up';
import { isNameKeyAllowed, isPhoneKeyAllowed } from './keypress';

describe('"Sign-up body: empty or false values are dropped, except booleans"', () => {
  it.each([
    [{ name: 'Asha', email: '' }, { name: 'Asha' }],
    [{ gdpr_consent: false, city: undefined }, { gdpr_consent: false }],
    [{ gdpr_consent: true, zip_code: null, street_no: 0 }, { gdpr_consent: true }],
  ])('%j → %j', (body, expected) => {
    expect(dropEmptyValues(body)).toEqual(expected);
  });

  it('never keeps a falsy non-boolean and never drops a boolean (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.integer())), (body) => {
        const cleaned = dropEmptyValues(body);
        for (const [key, value] of Object.entries(body)) {
          expect(Object.hasOwn(cleaned, key)).toBe(typeof value === 'boolean' || Boolean(value));
        }
      }),
    );
  });

  it('"Phone is sent with a plus-prefixed country code"', () => {
    expect(buildSignUpBody({ phone: '9876543210', country_code: '91', email: '', gdpr_consent: false })).toEqual({
      phone: '9876543210',
      country_code: '+91',
      gdpr_consent: false,
    });
    expect(buildSignUpBody({ phone: '9876543210' })).toEqual({ phone: '9876543210' });
  });

  it.each([
    ['91', '+91'],
    ['+91', '+91'],
    ['++31', '+31'],
    ['', ''],
  ])('plusPrefixedCountryCode(%j) → %j', (code, expected) => {
    expect(plusPrefixedCountryCode(code)).toBe(expected);
  });
});

describe('"Sign-up name is split on a space into first and last name"', () => {
  it.each([
    ['Asha Rao', 'Asha', 'Rao'],
    ['Asha Rao Iyer', 'Asha', 'Rao Iyer'],
    ['  Asha   Rao ', 'Asha', 'Rao'],
    ['Asha', 'Asha', ''],
  ])('%j → %s / %s', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe('keypress filters as pure predicates', () => {
  it.each([
    ['5', '98765', 10, true],
    ['5', '9876543210', 10, false],
    ['a', '', 10, false],
    ['+', '', 10, false],
    ['Backspace', '9876543210', 10, true],
    ['Delete', '9876543210', 10, true],
    ['ArrowLeft', '', 10, true],
    ['Tab', '9876543210', 10, true],
  ])('"phone digits and navigation keys up to maximum length": %j after %j (max %i) → %s', (key, value, max, allowed) => {
    expect(isPhoneKeyAllowed(key, value, max)).toBe(allowed);
  });

  it.each([
    ['a', true],
    ['É', true],
    ['ß', true],
    [' ', true],
    ['ArrowRight', true],
    ['Backspace', true],
    ['1', false],
    ['-', false],
    ['Enter', false],
  ])('"name letters, space and navigation keys": %j → %s', (key, allowed) => {
    expect(isNameKeyAllowed(key)).toBe(allowed);
  });
});
