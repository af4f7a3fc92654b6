import { describe, expect, it } from 'vitest';
import { consentInfoFor } from './consent-info';

describe('consentInfoFor', () => {
  it('asks a Dutch guest and lists each category with its cookies and lifetimes', () => {
    const info = consentInfoFor('nl');
    expect(info.gdpr).toBe(true);
    expect(info.categories.map((category) => [category.id, category.required])).toEqual([
      ['necessary', true],
      ['preferences', false],
      ['statistics', false],
    ]);
    const necessary = info.categories[0]?.cookies ?? [];
    expect(necessary).toContainEqual({ name: 'fingerprint2', max_age_seconds: 63_072_000 });
    expect(info.categories[2]?.cookies).toContainEqual({ name: 'utm', max_age_seconds: 2_592_000 });
    expect(info.categories[1]?.cookies).toContainEqual({ name: 'locale', max_age_seconds: 31_536_000 });
  });

  it('does not ask a guest in India', () => {
    expect(consentInfoFor('in').gdpr).toBe(false);
  });
});
