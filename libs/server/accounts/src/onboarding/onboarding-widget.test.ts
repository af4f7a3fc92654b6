import { describe, expect, it } from 'vitest';
import { onboardingWidget } from './onboarding-widget';
import { ServiceError } from '@stays/server-core';

function refusal(work: () => unknown): { statusCode: number; code: string } | null {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof ServiceError ? { statusCode: error.statusCode, code: error.code } : null;
  }
}
const names = (reply: ReturnType<typeof onboardingWidget>) => reply.fields.map((field) => field.name);

describe('the onboarding widget', () => {
  it('asks a guest in India for name, e-mail and consent, not an address, with the +91 dial code', () => {
    const reply = onboardingWidget({ country_iso_code: 'IN' });
    expect(names(reply)).toEqual(['first_name', 'last_name', 'email', 'gdpr_consent']);
    expect(reply.fields.find((field) => field.name === 'gdpr_consent')?.required).toBe(false);
    expect(reply).toMatchObject({ country_iso_code: 'IN', mode: 'consumer', phone_dial_code: '+91', gdpr_consent_text_key: 'account.signup.gdpr' });
  });

  it('adds the required postal address where the country asks it; consent is asked, never required', () => {
    const reply = onboardingWidget({ country_iso_code: 'nl', phone_country_iso_code: 'DE' });
    expect(names(reply)).toEqual(['first_name', 'last_name', 'email', 'street_name', 'street_no', 'zip_code', 'city', 'gdpr_consent']);
    expect(reply.fields.filter((field) => field.required).map((field) => field.name)).toEqual([
      'first_name',
      'last_name',
      'street_name',
      'street_no',
      'zip_code',
      'city',
    ]);
    expect(reply.phone_dial_code).toBe('+49');
  });

  it('refuses an unknown country or phone country with a code', () => {
    expect(refusal(() => onboardingWidget({ country_iso_code: 'ZZ' }))).toEqual({ statusCode: 400, code: 'UNKNOWN_COUNTRY' });
    expect(refusal(() => onboardingWidget({ country_iso_code: 'IN', phone_country_iso_code: 'ZZ' }))).toEqual({
      statusCode: 400,
      code: 'UNKNOWN_PHONE_COUNTRY',
    });
  });

  it('refuses the travel-agent and business pages: a new account is a guest account', () => {
    expect(refusal(() => onboardingWidget({ country_iso_code: 'IN', mode: 'travel_agent' }))).toEqual({ statusCode: 403, code: 'NOT_A_TRAVEL_AGENT' });
  });
});
