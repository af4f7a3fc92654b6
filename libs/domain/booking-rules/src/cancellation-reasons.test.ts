import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS, cancellationReasonById } from './cancellation-reasons';

describe('cancellation reasons: one list for the API and the web', () => {
  it('numbers the reasons 1 to 7, each with its own key and text', () => {
    expect(CANCELLATION_REASONS.map((reason) => reason.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(CANCELLATION_REASONS.map((reason) => reason.key)).size).toBe(7);
    expect(new Set(CANCELLATION_REASONS.map((reason) => reason.text)).size).toBe(7);
  });

  it.each([
    [1, 'plansChanged'],
    [7, 'other'],
  ])('finds reason %i (%s) by its id', (id, key) => {
    expect(cancellationReasonById(id)?.key).toBe(key);
  });

  it.each([0, 8, -1, 1.5])('knows no reason %s', (id) => {
    expect(cancellationReasonById(id)).toBeUndefined();
  });
});
