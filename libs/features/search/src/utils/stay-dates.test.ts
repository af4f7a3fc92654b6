import { describe, expect, it } from 'vitest';
import { defaultStayDates, nightsBetween, normaliseStayDates } from './stay-dates';

// 2026-03-10 20:00 UTC is already 11 March in India and still 10 March in the Netherlands.
const now = new Date('2026-03-10T20:00:00Z');

describe('default dates are today and tomorrow in the country time zone', () => {
  it.each([
    ['Asia/Kolkata', '2026-03-11', '2026-03-12'],
    ['Europe/Amsterdam', '2026-03-10', '2026-03-11'],
  ])('%s → %s to %s', (zone, checkin, checkout) => {
    expect(defaultStayDates(zone, now)).toEqual({ checkin, checkout });
  });
});

describe('dates from a URL are kept only when valid (guest-journey §5)', () => {
  it.each([
    [{ checkin: '2026-03-12', checkout: '2026-03-15' }, { checkin: '2026-03-12', checkout: '2026-03-15' }],
    [{ checkin: '2026-03-01', checkout: '2026-03-03' }, { checkin: '2026-03-10', checkout: '2026-03-11' }],
    [{ checkin: '2026-03-12', checkout: '2026-03-12' }, { checkin: '2026-03-10', checkout: '2026-03-11' }],
    [{ checkin: 'soon', checkout: '2026-03-12' }, { checkin: '2026-03-10', checkout: '2026-03-11' }],
    [{}, { checkin: '2026-03-10', checkout: '2026-03-11' }],
  ])('%j → %j', (requested, expected) => {
    expect(normaliseStayDates(requested, 'Europe/Amsterdam', now)).toEqual(expected);
  });

  it('counts nights', () => {
    expect(nightsBetween('2026-03-28', '2026-04-02')).toBe(5);
  });
});
