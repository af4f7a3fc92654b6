import { describe, expect, it } from 'vitest';
import { frontDeskPhone } from './front-desk-phone';

describe('front-desk phone of a generated property', () => {
  it('is the dial code and ten digits, the same for the same property and different for its neighbour', () => {
    expect(frontDeskPhone(101, '+91')).toMatch(/^\+91\d{10}$/);
    expect(frontDeskPhone(101, '+91')).toBe(frontDeskPhone(101, '+91'));
    expect(frontDeskPhone(102, '+31')).toMatch(/^\+31\d{10}$/);
    expect(frontDeskPhone(101, '+91').slice(3)).not.toBe(frontDeskPhone(102, '+91').slice(3));
  });
});
