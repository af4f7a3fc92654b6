import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS as API_REASONS } from '@stays/booking-rules';
import { CANCELLATION_REASONS, cancellationReason } from './cancellation-reasons';

describe('the cancellation reasons the web offers', () => {
  it('are the API’s reasons, by id and in order, each with its own translated text', () => {
    expect(CANCELLATION_REASONS.map((reason) => reason.code)).toEqual(API_REASONS.map((reason) => reason.id));
    expect(new Set(CANCELLATION_REASONS.map((reason) => reason.message.id)).size).toBe(API_REASONS.length);
  });

  it('reads a reason from the query by its id only', () => {
    expect(cancellationReason('6')?.message.defaultMessage).toBe('Travel restrictions or an emergency');
    expect(cancellationReason('8')).toBeUndefined();
    expect(cancellationReason(null)).toBeUndefined();
  });
});
