import type { MessageDescriptor } from 'react-intl';
import { CANCELLATION_REASONS as REASONS, type CancellationReasonKey } from '@stays/booking-rules';
import { cancellationMessages } from './cancellation-messages';

/** Each reason of @stays/booking-rules in the guest's language, by its key (a new reason fails to compile here until translated). */
const REASON_TEXT: Record<CancellationReasonKey, MessageDescriptor> = {
  plansChanged: cancellationMessages.reasonPlansChanged,
  betterPrice: cancellationMessages.reasonBetterPrice,
  duplicate: cancellationMessages.reasonDuplicate,
  wrongDates: cancellationMessages.reasonWrongDates,
  propertyAsked: cancellationMessages.reasonPropertyAsked,
  emergency: cancellationMessages.reasonEmergency,
  other: cancellationMessages.reasonOther,
};

/**
 * The reasons a guest may give, in the guest's language; `code` is the numeric cancellation_reason of PATCH
 * bookingcancellation (§7), the id of the same reason in the API's bookingCancellationReasons list.
 */
export const CANCELLATION_REASONS: readonly { code: number; message: MessageDescriptor }[] = REASONS.map((reason) => ({
  code: reason.id,
  message: REASON_TEXT[reason.key],
}));

/** The reason a query value names, or undefined for anything else. */
export function cancellationReason(value: string | null | undefined) {
  return CANCELLATION_REASONS.find((reason) => String(reason.code) === value);
}
