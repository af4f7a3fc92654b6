import { citySchema, postalCodeSchema, streetNameSchema, streetNoSchema } from './address';
import { isEmailValid, isFullNameValid, isNameValid } from './contact';
import { validationMessages, type MessageDescriptor } from './messages';

/** The fields of a profile a guest types, by their API names (accounts-commerce §7 updateUserProfile). */
export type ProfileField = 'name' | 'email' | 'street_name' | 'street_no' | 'zip_code' | 'city';

export type ProfileFieldsInput = Partial<Record<ProfileField, string>>;

export interface ProfileFieldProblem {
  field: ProfileField;
  /** The API's error code for it: INVALID_NAME, INVALID_CITY… */
  code: string;
  message: MessageDescriptor;
}

const addressRules = {
  street_name: { schema: streetNameSchema, code: 'INVALID_STREET_NAME', message: validationMessages.streetNameError },
  street_no: { schema: streetNoSchema, code: 'INVALID_STREET_NO', message: validationMessages.streetNoError },
  zip_code: { schema: postalCodeSchema, code: 'INVALID_ZIP_CODE', message: validationMessages.postalCodeError },
  city: { schema: citySchema, code: 'INVALID_CITY', message: validationMessages.cityError },
} as const;

/**
 * A profile change checked by the rules sign-up uses (accounts-commerce §5), on the client form and in the API alike:
 * the name is a full name (at least two words, the last of 2 characters or more, none of & " ' < > / \ `); an
 * e-mail has a valid shape; each address field typed follows its rule (street name of letters, digits and
 * _ @ . , / # & + -; a house number; a postal code of at least 2; a city of at least 2 letters only). A field
 * not sent is not checked; an address field sent empty clears it. The problems come in the form's order.
 */
export function profileFieldProblems(input: ProfileFieldsInput): ProfileFieldProblem[] {
  const problems: ProfileFieldProblem[] = [];
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!isNameValid(name)) problems.push({ field: 'name', code: 'INVALID_NAME', message: validationMessages.nameError });
    else if (!isFullNameValid(name)) problems.push({ field: 'name', code: 'INVALID_NAME', message: validationMessages.fullNameError });
  }
  if (input.email !== undefined && !isEmailValid(input.email)) problems.push({ field: 'email', code: 'INVALID_EMAIL', message: validationMessages.emailError });
  for (const [field, rule] of Object.entries(addressRules) as [keyof typeof addressRules, (typeof addressRules)[keyof typeof addressRules]][]) {
    const value = input[field];
    if (value === undefined || value.trim() === '') continue;
    if (!rule.schema.safeParse(value).success) problems.push({ field, code: rule.code, message: rule.message });
  }
  return problems;
}

const problemOfCode: Record<string, Omit<ProfileFieldProblem, 'code'>> = {
  INVALID_NAME: { field: 'name', message: validationMessages.fullNameError },
  INVALID_EMAIL: { field: 'email', message: validationMessages.emailError },
  ...Object.fromEntries(Object.entries(addressRules).map(([field, rule]) => [rule.code, { field: field as ProfileField, message: rule.message }])),
};

/** The field an API refusal of a profile change names by its code (INVALID_CITY is the city), for the form to show it there. */
export function profileFieldOfErrorCode(code: string): ProfileFieldProblem | null {
  const problem = problemOfCode[code];
  return problem ? { ...problem, code } : null;
}
