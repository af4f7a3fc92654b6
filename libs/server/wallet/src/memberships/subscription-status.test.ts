import { describe, expect, it } from 'vitest';
import { subscriptionStatusOf } from './wizard-status.service';
import type { MembershipRow } from './memberships.repository';

const now = new Date('2026-03-10T06:00:00Z');
const membership = (overrides: Partial<MembershipRow>): MembershipRow => ({
  id: 1,
  plan: 'wizard',
  status: 'member',
  starts_at: new Date('2026-01-01T00:00:00Z'),
  ends_at: new Date('2027-01-01T00:00:00Z'),
  home_hotel_id: null,
  ...overrides,
});

describe('the wizard status call’s subscription_status', () => {
  it.each([
    ['never joined', null, null],
    ['running', membership({}), 'member'],
    ['awaiting payment (is_subscription_pending carries it)', membership({ status: 'pending' }), null],
    ['ended', membership({ ends_at: new Date('2026-03-10T06:00:00Z') }), 'expired'],
    ['not started yet', membership({ starts_at: new Date('2026-04-01T00:00:00Z') }), 'upcoming'],
    ['cancelled', membership({ status: 'cancelled' }), 'cancelled'],
  ])('%s → %s', (_name, row, status) => {
    expect(subscriptionStatusOf(row, now)).toBe(status);
  });
});
