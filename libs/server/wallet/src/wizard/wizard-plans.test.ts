import { describe, expect, it } from 'vitest';
import { actionFor, actionPrice, membershipChange, type CurrentMembership } from './wizard-plans';

const now = new Date('2026-03-10T06:00:00Z');
const running: CurrentMembership = {
  id: 7,
  plan: 'wizard',
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2027-01-01T00:00:00Z'),
  running: true,
};
const ended: CurrentMembership = { ...running, endsAt: new Date('2026-02-01T00:00:00Z'), running: false };

describe('the membership a payment buys', () => {
  it('a purchase runs a term from the payment', () => {
    expect(membershipChange('wizard', 'purchase', null, now)).toEqual({
      kind: 'insert',
      plan: 'wizard',
      startsAt: now,
      endsAt: new Date('2027-03-10T06:00:00Z'),
    });
  });

  it('a renewal adds a term to the end of the running membership, or starts again once it has ended', () => {
    expect(membershipChange('wizard', 'renew', running, now)).toMatchObject({ kind: 'update', membershipId: 7, endsAt: new Date('2028-01-01T00:00:00Z') });
    expect(membershipChange('wizard', 'renew', ended, now)).toMatchObject({ kind: 'insert', startsAt: now, endsAt: new Date('2027-03-10T06:00:00Z') });
  });

  it('an upgrade becomes wizard plus at once, for the difference, with the plus term from the original start', () => {
    expect(actionPrice('wizard_plus', 'upgrade')).toBe(100_000);
    expect(membershipChange('wizard_plus', 'upgrade', running, now)).toMatchObject({
      kind: 'update',
      plan: 'wizard_plus',
      startsAt: running.startsAt,
      endsAt: new Date('2028-01-01T00:00:00Z'),
    });
    const renewedLong = { ...running, endsAt: new Date('2029-01-01T00:00:00Z') };
    expect(membershipChange('wizard_plus', 'upgrade', renewedLong, now)).toMatchObject({ endsAt: renewedLong.endsAt });
  });

  it.each([
    ['purchase while a member', 'wizard', 'purchase', running, 'WIZARD_ALREADY_MEMBER'],
    ['upgrade without a membership', 'wizard_plus', 'upgrade', null, 'WIZARD_UPGRADE_NOT_AVAILABLE'],
    ['renew without a membership', 'wizard', 'renew', null, 'WIZARD_RENEWAL_NOT_AVAILABLE'],
  ] as const)('refuses a %s', (_name, plan, action, current, code) => {
    expect(() => membershipChange(plan, action, current, now)).toThrow(expect.objectContaining({ statusCode: 409, code }));
  });

  it('offers a plus member no way back to wizard while the plus membership runs', () => {
    expect(actionFor('wizard', { ...running, plan: 'wizard_plus' })).toBeNull();
    expect(actionFor('wizard_plus', { ...running, plan: 'wizard_plus' })).toBe('renew');
  });
});
