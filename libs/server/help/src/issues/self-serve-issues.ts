import type { RaisableIssueCode, RefundStatus, SelfServeIssue } from '@stays/api-client';
import { isCancellable } from '@stays/booking-rules';
import { displayStatus } from '@stays/status-mapping';
import type { HelpBooking } from './help-booking';

/**
 * What a guest can do about a booking from the help page (the "selfServe issues list"): the flows the site already
 * has (cancel, change dates, the refund status) while they apply, and the issues raised with us that fit the
 * booking's state — a refund once money is due back, an invoice or a problem at the property for a stay that is
 * on or done, a payment question and anything else always.
 */
export function selfServeIssuesFor(booking: HelpBooking, refund: RefundStatus, today: string): { issues: SelfServeIssue[]; raisable: RaisableIssueCode[] } {
  const status = displayStatus(booking);
  const cancellable = isCancellable(booking);
  const refundDue = refund.status !== 'none' || status === 'cancelled';
  const issues: SelfServeIssue[] = [];
  if (cancellable) issues.push({ kind: 'flow', code: 'cancel_booking', flow: 'bookingCancellation' });
  if (cancellable && booking.checkin > today) issues.push({ kind: 'flow', code: 'change_dates', flow: 'modifyDates' });
  if (refundDue) issues.push({ kind: 'flow', code: 'refund_status', flow: 'refundStatusYo' });
  const raisable: RaisableIssueCode[] = [];
  if (refundDue) raisable.push('refund');
  if (status === 'confirmed' || status === 'checked-in' || status === 'checked-out') raisable.push('invoice', 'property_problem');
  raisable.push('payment', 'other');
  return { issues: [...issues, ...raisable.map((code) => ({ kind: 'raise' as const, code }))], raisable };
}
