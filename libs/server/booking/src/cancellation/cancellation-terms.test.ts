import { describe, expect, it } from 'vitest';
import { cancellationTerms } from './cancellation-terms';

const londonStay = {
  checkin: '2026-07-01',
  time_zone: 'Europe/London',
  first_night_amount: 12_000,
  final_amount: 30_000,
  amount_paid: 30_000,
  refunded_amount: 0,
};

describe('cancellationTerms', () => {
  it('is free until 9 AM local time on the check-in date (UK, summer time: 08:00 UTC) and refunds everything paid', () => {
    expect(cancellationTerms(londonStay, new Date('2026-07-01T07:59:59Z'))).toEqual({ charge: 0, refund: 30_000, freeUntil: new Date('2026-07-01T08:00:00Z') });
  });

  it('charges the first night from 9 AM local time and refunds the rest', () => {
    expect(cancellationTerms(londonStay, new Date('2026-07-01T08:00:00Z'))).toEqual({ charge: 12_000, refund: 18_000, freeUntil: null });
  });

  it('uses the property time zone: 9 AM in winter London is 09:00 UTC, in Goa 03:30 UTC', () => {
    expect(cancellationTerms({ ...londonStay, checkin: '2026-01-15' }, new Date('2026-01-15T08:30:00Z')).charge).toBe(0);
    expect(cancellationTerms({ ...londonStay, checkin: '2026-01-15', time_zone: 'Asia/Kolkata' }, new Date('2026-01-15T03:30:00Z')).charge).toBe(12_000);
  });

  it('never refunds more than was paid and not yet refunded, nor charges more than the booking costs', () => {
    const partPaid = { ...londonStay, amount_paid: 10_000 };
    expect(cancellationTerms(partPaid, new Date('2026-07-02T00:00:00Z'))).toMatchObject({ charge: 12_000, refund: 0 });
    expect(cancellationTerms({ ...londonStay, refunded_amount: 5_000 }, new Date('2026-06-01T00:00:00Z')).refund).toBe(25_000);
    expect(cancellationTerms({ ...londonStay, first_night_amount: 50_000 }, new Date('2026-07-02T00:00:00Z')).charge).toBe(30_000);
  });
});
