import { describe, expect, it } from 'vitest';
import { micrositeConfigNamed } from './microsite';

describe("a partner's microsite config by the name in its link", () => {
  it('runs the default config (device role Consumer_Guest) under the partner name', () => {
    expect(micrositeConfigNamed(' Lakeside-Travel ')).toEqual({ name: 'lakeside-travel', deviceRole: 'Consumer_Guest', avoidSearchPopup: false });
  });

  it.each([null, undefined, '', '-lead', 'a b', 'x'.repeat(41), 'partner/../x'])('%j is no partner', (name) => {
    expect(micrositeConfigNamed(name)).toBeNull();
  });
});
