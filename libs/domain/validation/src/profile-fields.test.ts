import { describe, expect, it } from 'vitest';
import { profileFieldOfErrorCode, profileFieldProblems, type ProfileFieldsInput } from './profile-fields';

const fieldsOf = (input: ProfileFieldsInput) => profileFieldProblems(input).map((problem) => `${problem.field}:${problem.code}:${problem.message.id}`);

describe('a profile change is checked by the sign-up rules (accounts-commerce §5)', () => {
  it('accepts what sign-up accepts', () => {
    expect(
      fieldsOf({ name: 'Asha Devi Rao', email: 'asha@example.com', street_name: 'Prinsengracht', street_no: '263', zip_code: '1016 GV', city: 'Den Haag' }),
    ).toEqual([]);
    expect(fieldsOf({ name: 'Zoë Müller-Lüdenscheidt', city: 'Pune' })).toEqual([]);
    expect(fieldsOf({})).toEqual([]);
  });

  it.each([
    [{ name: 'Asha' }, 'name:INVALID_NAME:contact.fullNameError'],
    [{ name: 'Asha R' }, 'name:INVALID_NAME:contact.fullNameError'],
    [{ name: 'Asha <b>Rao</b>' }, 'name:INVALID_NAME:contact.nameError'],
    [{ name: '   ' }, 'name:INVALID_NAME:contact.nameError'],
    [{ email: 'asha@' }, 'email:INVALID_EMAIL:contact.emailError'],
    [{ city: 'Pune1' }, 'city:INVALID_CITY:address.cityError'],
    [{ city: 'P' }, 'city:INVALID_CITY:address.cityError'],
    [{ street_name: 'Main St; DROP' }, 'street_name:INVALID_STREET_NAME:address.streetNameError'],
    [{ zip_code: '1' }, 'zip_code:INVALID_ZIP_CODE:address.postalCodeError'],
  ])('refuses %j', (input, problem) => {
    expect(fieldsOf(input)).toEqual([problem]);
  });

  it('lets an address field be cleared, and names every field that is wrong, in the form’s order', () => {
    expect(fieldsOf({ street_name: '', street_no: '', zip_code: '', city: '' })).toEqual([]);
    expect(fieldsOf({ name: 'Asha', city: 'Pune1', zip_code: '1' }).map((problem) => problem.split(':')[0])).toEqual(['name', 'zip_code', 'city']);
  });
});

describe('the field an API refusal names', () => {
  it.each([
    ['INVALID_NAME', 'name'],
    ['INVALID_EMAIL', 'email'],
    ['INVALID_STREET_NAME', 'street_name'],
    ['INVALID_STREET_NO', 'street_no'],
    ['INVALID_ZIP_CODE', 'zip_code'],
    ['INVALID_CITY', 'city'],
  ])('%s is the %s field', (code, field) => {
    expect(profileFieldOfErrorCode(code)).toMatchObject({ code, field });
  });

  it('is none for another refusal', () => {
    expect(profileFieldOfErrorCode('EMAIL_TAKEN')).toBeNull();
  });
});
