/**
 * Why a guest cancels: the one list the API answers in bookingCancellationReasons (id and English text) and the web
 * shows translated by `key`. The id is the numeric cancellation_reason of PATCH bookingcancellation (guest-journey §7).
 */
export const CANCELLATION_REASONS = [
  { id: 1, key: 'plansChanged', text: 'Change of plans' },
  { id: 2, key: 'betterPrice', text: 'Found a better price elsewhere' },
  { id: 3, key: 'duplicate', text: 'Booked by mistake' },
  { id: 4, key: 'wrongDates', text: 'Need to change the dates or guests' },
  { id: 5, key: 'propertyAsked', text: 'The property asked me to cancel' },
  { id: 6, key: 'emergency', text: 'Travel restrictions or an emergency' },
  { id: 7, key: 'other', text: 'Other reason' },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
export type CancellationReasonKey = CancellationReason['key'];

/** The reason with this id, or undefined for an id the list does not have. */
export function cancellationReasonById(id: number): CancellationReason | undefined {
  return CANCELLATION_REASONS.find((reason) => reason.id === id);
}
