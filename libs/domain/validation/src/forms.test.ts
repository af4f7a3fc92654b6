import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { destinationSchema } from './search';
import { bookingIdSchema, bookingLookupSchema, isLookupPhoneValid, normaliseLookupPhone } from './booking-lookup';
import {
  contactSchema,
  emailSchema,
  fullNameSchema,
  isFullNameValid,
  isNameValid,
  isPhoneValid,
  isPhoneValidForCountry,
  nameSchema,
  phoneSchema,
  strictPhoneSchema,
} from './contact';
import { addressSchema, citySchema, postalCodeSchema, streetNameSchema, streetNoSchema } from './address';
import { messageById, validationMessages } from './messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('"Search requires a destination: \'Please enter your destination\'"', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['Goa', true],
  ])('%j → valid %s', (value, valid) => {
    const result = destinationSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(messageById(firstMessage(result) ?? '')?.defaultMessage).toBe('Please enter your destination');
  });

  it('a missing destination gives the same message', () => {
    expect(firstMessage(destinationSchema.safeParse(undefined))).toBe(validationMessages.destinationRequired.id);
  });
});

describe('booking lookup: "booking id required, no spaces; mobile number only digits, plus and hyphen; with country code 91 the trimmed length is 9 or 10"', () => {
  it.each([
    ['', 'lookup.bookingId.required'],
    ['AB 123', 'lookup.bookingId.spaces'],
    ['AB\t123', 'lookup.bookingId.spaces'],
    ['ABC123', undefined],
  ])('booking id %j → %s', (id, message) => {
    expect(firstMessage(bookingIdSchema.safeParse(id))).toBe(message);
  });

  it.each([
    ['9876543210', '91', true],
    ['987654321', '+91', true],
    [' 9876543210 ', '91', true],
    ['98765432', '91', false],
    ['98765432101', '91', false],
    ['+31-612345678', '31', true],
    ['12345', undefined, true],
    ['98765 43210', '91', true],
    ['98765-01234', '+91', true],
    ['+91 9876501234', '+91', true],
    ['+91-98765 01234', '91', true],
    ['919876501234', '+91', true],
    ['+91 98765', '+91', false],
    ['+44 7911123456', '+91', false],
    ['98765 4321 0', '91', true],
    ['98765x4321', '31', false],
    ['98765 x4321', '31', false],
    ['9+876543210', '91', false],
    ['', '91', false],
  ])('phone %j with country code %s → %s', (phone, code, valid) => {
    expect(isLookupPhoneValid(phone, code)).toBe(valid);
  });

  it.each([
    ['98765-01234', '+91', '9876501234'],
    ['+91 9876501234', '+91', '9876501234'],
    ['+91-98765 01234', '91', '9876501234'],
    ['919876501234', '+91', '9876501234'],
    ['+31 6 12345678', '+31', '612345678'],
    ['+31 6 12345678', undefined, '+31612345678'],
    ['+44 7911 123456', '+31', '+447911123456'],
  ])('a typed phone %j with country code %s is looked up as %j', (phone, code, normalised) => {
    expect(normaliseLookupPhone(phone, code)).toBe(normalised);
  });

  it('the form reports a bad phone on the phone field', () => {
    const result = bookingLookupSchema.safeParse({ bookingId: 'NV123', phone: '123', countryCode: '91' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['phone'], message: 'lookup.phone.invalid' });
    expect(bookingLookupSchema.safeParse({ bookingId: 'NV123', phone: '9876543210', countryCode: '91' }).success).toBe(true);
    expect(bookingLookupSchema.safeParse({ bookingId: 'NV123', phone: '+91 98765-43210', countryCode: '+91' }).success).toBe(true);
  });
});

describe('contact: name "not blank and free of & \\" \' < > / \\\\ and backtick"', () => {
  it.each([
    ['Asha', true],
    ['  ', false],
    ['', false],
    ...['&', '"', "'", '<', '>', '/', '\\', '`'].map((character) => [`As${character}ha`, false] as [string, boolean]),
  ])('%j → %s', (name, valid) => {
    expect(isNameValid(name)).toBe(valid);
    expect(nameSchema.safeParse(name).success).toBe(valid);
  });

  it('any text with a forbidden character is rejected (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('&', '"', "'", '<', '>', '/', '\\', '`'), fc.string(), (before, bad, after) => {
        expect(isNameValid(`${before}${bad}${after}`)).toBe(false);
      }),
    );
  });
});

describe('"full name at least two words of letters (accents allowed) and _ @ . / # & + -, last word at least 2 characters"', () => {
  it.each([
    ['Asha Rao', true],
    ['José Müller', true],
    ['Anne-Marie O.Brien', true],
    ['  Asha   Rao  ', true],
    ['Asha', false],
    ['Asha R', false],
    ['Asha Rao3', false],
    ['Asha R!o', false],
    ['', false],
  ])('%j → %s', (name, valid) => {
    expect(isFullNameValid(name)).toBe(valid);
    expect(fullNameSchema.safeParse(name).success).toBe(valid);
  });
});

describe('"email of valid shape, required unless optional"', () => {
  it.each([
    ['asha@example.com', false, true],
    ['asha@example', false, false],
    ['asha example.com', false, false],
    ['', false, false],
    ['', true, true],
    ['not-an-email', true, false],
  ])('%j optional=%s → %s', (email, optional, valid) => {
    const result = emailSchema({ optional }).safeParse(email);
    expect(result.success).toBe(valid);
    if (!valid) expect(firstMessage(result)).toBe('contact.emailError');
  });

  it('defaults to required', () => {
    expect(emailSchema().safeParse('').success).toBe(false);
  });
});

describe('phone: "digits, + and - only, length 6 to 12 (strict 6 to 15)"', () => {
  it.each([
    ['12345', false, false],
    ['123456', true, true],
    ['+31-6123456', true, true],
    ['123456789012', true, true],
    ['1234567890123', false, true],
    ['123456789012345', false, true],
    ['1234567890123456', false, false],
    ['12 3456', false, false],
  ])('%j → usual %s, strict %s', (phone, usual, strict) => {
    expect(phoneSchema.safeParse(phone).success).toBe(usual);
    expect(strictPhoneSchema.safeParse(phone).success).toBe(strict);
  });

  it('any string of digits, plus and hyphen of length 6–12 passes; longer fails (property)', () => {
    const phoneCharacters = fc.constantFrom(...'0123456789+-'.split(''));
    fc.assert(
      fc.property(fc.array(phoneCharacters, { minLength: 1, maxLength: 20 }), (characters) => {
        const phone = characters.join('');
        expect(isPhoneValid(phone)).toBe(phone.length >= 6 && phone.length <= 12);
      }),
    );
  });

  const india = { dialCode: '+91', phoneLength: { min: 10, max: 10 } };
  const netherlands = { dialCode: '+31', phoneLength: { min: 6, max: 12 } };
  it.each([
    ['"for +91 starting with 6, 7, 8 or 9"', india, '9876543210', true],
    ['+91 starting with 6', india, '6876543210', true],
    ['+91 starting with 5', india, '5876543210', false],
    ['+91 too short', india, '987654321', false],
    ['dial code without plus', { dialCode: '91' }, '5876543210', false],
    ['other countries use their own bounds', netherlands, '612345678', true],
    ['"default 6 and 12"', { dialCode: '+44' }, '1234567890123', false],
    ['"default 6 and 12" lower bound', { dialCode: '+44' }, '123456', true],
  ])('%s: %j → %s', (_rule, country, phone, valid) => {
    expect(isPhoneValidForCountry(phone, country)).toBe(valid);
  });

  it('the contact form checks name, email and phone together', () => {
    const schema = contactSchema({ country: india, emailOptional: true });
    expect(schema.safeParse({ name: 'Asha Rao', email: '', phone: '9876543210' }).success).toBe(true);
    const result = contactSchema({ country: india }).safeParse({ name: 'Asha', email: '', phone: '1234567890' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['contact.fullNameError', 'contact.emailError', 'contact.phoneError']);
  });
});

describe('address: "street name at least 1 character; postal code at least 2; city at least 2, letters only"', () => {
  it.each([
    [streetNameSchema, 'Keizersgracht', true],
    [streetNameSchema, 'Rue de l.Église #4, 2/b', true],
    [streetNameSchema, '', false],
    [streetNameSchema, 'Main St!', false],
    [streetNoSchema, '12a', true],
    [streetNoSchema, ' ', false],
    [postalCodeSchema, '1017', true],
    [postalCodeSchema, '1', false],
    [citySchema, 'Amsterdam', true],
    [citySchema, 'Den Haag', true],
    [citySchema, 'Saint-Étienne', true],
    [citySchema, 'A', false],
    [citySchema, 'Area 51', false],
  ] as const)('%#: %j → %s', (schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });

  it('the address form flags each field with its error', () => {
    const result = addressSchema.safeParse({ street_name: '', street_no: '', zip_code: '1', city: '1' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'address.streetNameError',
      'address.streetNoError',
      'address.postalCodeError',
      'address.cityError',
    ]);
  });
});

describe('message descriptors', () => {
  it('ids are unique and every descriptor can be found by its id', () => {
    const all = Object.values(validationMessages);
    expect(new Set(all.map((descriptor) => descriptor.id)).size).toBe(all.length);
    for (const descriptor of all) expect(messageById(descriptor.id)).toBe(descriptor);
    expect(messageById('unknown')).toBeUndefined();
  });

  it('"Phone entry hint: Enter mobile number"', () => {
    expect(validationMessages.phoneHint.defaultMessage).toBe('Enter mobile number');
  });
});
