import type { AutocompleteFeedbackBody, FeedbackAck } from '@stays/api-client';
import { brandScope } from '@stays/server-catalogue';
import type { SqlClient } from '@stays/server-core';

export type ParsedAutocompleteFeedback = Required<Pick<AutocompleteFeedbackBody, 'query' | 'suggestion_id' | 'suggestion_type' | 'action'>> &
  Pick<AutocompleteFeedbackBody, 'position' | 'brand_name' | 'userId' | 'device'>;

/**
 * POST autocompletenew/feedback: one row per pick (or dismissal) of a suggestion; the caller rate-limits it.
 * The typed text is kept lower-cased and trimmed, with the signed-in guest's id when there is one, and the client's
 * own id of the guest or device (`userId`) and the device when sent.
 */
export async function recordAutocompleteFeedback(
  database: SqlClient,
  feedback: ParsedAutocompleteFeedback,
  userId: number | null,
  now: Date,
): Promise<FeedbackAck> {
  const brandId = brandScope(feedback.brand_name, undefined).brandId;
  await database.query(
    `INSERT INTO autocomplete_feedback (query, suggestion_id, suggestion_type, action, position, brand_id, user_id, client_user_id, device, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      feedback.query.trim().toLowerCase(),
      feedback.suggestion_id,
      feedback.suggestion_type,
      feedback.action,
      feedback.position ?? null,
      brandId,
      userId,
      feedback.userId ?? null,
      feedback.device ?? null,
      now,
    ],
  );
  return { recorded: true };
}

/** How often one address may send feedback: a guest picks a few suggestions a minute, a script thousands. */
export const AUTOCOMPLETE_FEEDBACK_LIMIT = { name: 'autocomplete_feedback:address', limit: 30, windowSeconds: 60 } as const;
