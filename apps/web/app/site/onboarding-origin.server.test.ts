import { describe, expect, it } from 'vitest';
import { onboardingOriginFrom } from './onboarding-origin.server';

describe('the onboarding widget origin', () => {
  it('is the origin of ONBOARDING_ORIGIN when it is an http(s) address', () => {
    expect(onboardingOriginFrom({ ONBOARDING_ORIGIN: 'https://accounts.example.org/ignored/path' })).toBe('https://accounts.example.org');
    expect(onboardingOriginFrom({ ONBOARDING_ORIGIN: ' http://127.0.0.1:4300 ' })).toBe('http://127.0.0.1:4300');
  });

  it('is the site itself without it, or with anything else', () => {
    for (const value of [undefined, '', 'javascript:alert(1)', 'not a url', 'ftp://files.example.org']) {
      expect(onboardingOriginFrom({ ONBOARDING_ORIGIN: value }), String(value)).toBe('');
    }
  });
});
