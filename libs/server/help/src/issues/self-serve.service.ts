import type { RaiseIssueBody, RaisedIssue, SelfServeIssuesReply } from '@stays/api-client';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';
import { displayStatus } from '@stays/status-mapping';
import { refundStatusOf } from '../refunds/refund-status';
import { findOwnBooking } from './help-booking';
import { selfServeIssuesFor } from './self-serve-issues';

interface IssueRow {
  id: number;
  booking_id: string;
  issue_code: RaisedIssue['issue_code'];
  description: string;
  status: RaisedIssue['status'];
  image_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const ISSUE_SELECT = `SELECT i.id, b.invoice_no AS booking_id, i.issue_code, i.description, i.status, i.created_at, i.updated_at,
       (SELECT count(*)::int FROM help_uploads u WHERE u.issue_id = i.id) AS image_count
  FROM help_issues i JOIN bookings b ON b.id = i.booking_id`;

const toIssue = (row: IssueRow): RaisedIssue => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** GET selfServe issues: one of the guest's bookings, what they can do about it, what they raised about it, its refund. */
export async function listSelfServeIssues(database: SqlClient, userId: number, invoiceNo: string, now: Date): Promise<SelfServeIssuesReply> {
  const booking = await findOwnBooking(database, userId, invoiceNo);
  const refund = await refundStatusOf(database, booking.id, booking.currency_code);
  const { issues } = selfServeIssuesFor(booking, refund, now.toISOString().slice(0, 10));
  const raised = await database.query<IssueRow>(`${ISSUE_SELECT} WHERE i.booking_id = $1 AND i.user_id = $2 ORDER BY i.created_at DESC, i.id DESC`, [
    booking.id,
    userId,
  ]);
  return {
    booking: {
      booking_id: booking.invoice_no,
      hotel_name: booking.hotel_name,
      checkin: booking.checkin,
      checkout: booking.checkout,
      display_status: displayStatus(booking),
    },
    issues,
    raised_issues: raised.map(toIssue),
    refund,
  };
}

/** GET one raised issue: the guest's own only (another guest's is not found). */
export async function getRaisedIssue(database: SqlClient, userId: number, issueId: number): Promise<RaisedIssue> {
  const [row] = await database.query<IssueRow>(`${ISSUE_SELECT} WHERE i.id = $1 AND i.user_id = $2`, [issueId, userId]);
  if (!row) throw new ServiceError(404, 'ISSUE_NOT_FOUND', 'We could not find that issue among yours.');
  return toIssue(row);
}

/**
 * POST selfServeRaiseIssue: in one transaction the issue is stored and takes the guest's uploaded pictures; a
 * picture that is not theirs, or already part of another issue, refuses the whole call and nothing is kept.
 */
export async function raiseIssue(database: TransactionalDatabase, userId: number, body: Required<RaiseIssueBody>, now: Date): Promise<RaisedIssue> {
  const booking = await findOwnBooking(database, userId, body.booking_id);
  const refund = await refundStatusOf(database, booking.id, booking.currency_code);
  const { raisable } = selfServeIssuesFor(booking, refund, now.toISOString().slice(0, 10));
  if (!raisable.includes(body.issue_code)) {
    throw new ServiceError(409, 'ISSUE_NOT_AVAILABLE', 'This kind of issue cannot be raised for this booking in its current state.');
  }
  const uploadIds = [...new Set(body.upload_ids)];
  const issueId = await database.transaction(async (tx) => {
    const [issue] = await tx.query<{ id: number }>(
      `INSERT INTO help_issues (user_id, booking_id, issue_code, description, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'open', $5, $5) RETURNING id`,
      [userId, booking.id, body.issue_code, body.description, now],
    );
    if (!issue) throw new Error('INSERT … RETURNING gave no row');
    if (uploadIds.length > 0) {
      const taken = await tx.query<{ id: number }>(
        'UPDATE help_uploads SET issue_id = $1 WHERE id = ANY($2::int[]) AND user_id = $3 AND issue_id IS NULL RETURNING id',
        [issue.id, uploadIds, userId],
      );
      if (taken.length !== uploadIds.length) {
        throw new ServiceError(400, 'UPLOAD_NOT_FOUND', 'A picture of this issue is not one you uploaded, or is already part of another issue.');
      }
    }
    return issue.id;
  });
  return getRaisedIssue(database, userId, issueId);
}
