import { describe, expect, it } from 'vitest';
import { fill } from './fill-parameters';

describe('fill', () => {
  it('replaces every parameter, as often as it appears', () => {
    expect(fill('{brandName} by {companyName}; {brandName}', { brandName: 'Nivaas', companyName: 'Nivaas Stays' })).toBe('Nivaas by Nivaas Stays; Nivaas');
  });

  it('throws on a parameter it has no value for, rather than show braces to a guest', () => {
    expect(() => fill('Write to {suportEmail}', { supportEmail: 'a@b.example' })).toThrow('unknown parameter {suportEmail}');
  });
});
