import { describe, expect, it } from 'vitest';
import { countryByCode } from './countries';
import { trustSafetyFor } from './trust-safety';

const country = (code: string) => {
  const found = countryByCode(code);
  if (!found) throw new Error(`no country ${code}`);
  return found;
};

describe('trust and safety by country (guest-journey §7 GET trustSafety)', () => {
  it('promises India its hotel checks plus CCTV in common areas and a desk for women travellers', () => {
    expect(trustSafetyFor(country('in'))).toEqual({
      propertyChecks: ['licence_checked', 'photos_verified', 'fire_safety_checked', 'yearly_audit'],
      guestSafety: ['support_around_the_clock', 'secure_payments', 'relocation_guarantee', 'cctv_common_areas', 'women_travellers_desk'],
    });
  });

  it('checks a holiday home’s owner and smoke alarms, and gives the emergency number', () => {
    const netherlands = trustSafetyFor(country('nl'));
    expect(netherlands.propertyChecks).toEqual(['owner_identity_checked', 'photos_verified', 'smoke_alarms_checked']);
    expect(netherlands.guestSafety).toContain('emergency_number');
    expect(netherlands.guestSafety).not.toContain('women_travellers_desk');
  });

  it('gives other hotel countries the hotel market’s checks', () => {
    expect(trustSafetyFor(country('jp')).propertyChecks).toContain('licence_checked');
    expect(trustSafetyFor(country('jp')).guestSafety).not.toContain('cctv_common_areas');
  });
});
