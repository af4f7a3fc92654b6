import type { MessageDescriptor } from 'react-intl';
import { cancellationMessages } from './cancellation-messages';

/**
 * The reasons a guest may give, in the guest's language; `code` is the numeric cancellation_reason of PATCH
 * bookingcancellation (§7), the ids of the API's bookingCancellationReasons list.
 */
export const CANCELLATION_REASONS: readonly { code: number; message: MessageDescriptor }[] = [
  { code: 1, message: cancellationMessages.reasonPlansChanged },
  { code: 2, message: cancellationMessages.reasonBetterPrice },
  { code: 3, message: cancellationMessages.reasonDuplicate },
  { code: 4, message: cancellationMessages.reasonWrongDates },
  { code: 5, message: cancellationMessages.reasonPropertyAsked },
  { code: 6, message: cancellationMessages.reasonEmergency },
  { code: 7, message: cancellationMessages.reasonOther },
];

/** The reason a query value names, or undefined for anything else. */
export function cancellationReason(value: string | null | undefined) {
  return CANCELLATION_REASONS.find((reason) => String(reason.code) === value);
}
