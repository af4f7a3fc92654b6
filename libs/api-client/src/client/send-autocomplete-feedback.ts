import { feedbackAckSchema, wishlistRoutes, type AutocompleteFeedbackBody, type FeedbackAck } from '../contracts/wishlist';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST autocompletenew/feedback: which suggestion the guest picked for what they typed. */
export function sendAutocompleteFeedback(options: ApiClientOptions, body: AutocompleteFeedbackBody, signal?: AbortSignal): Promise<FeedbackAck> {
  return sendJson(options, 'POST', wishlistRoutes.autocompleteFeedback, body, feedbackAckSchema, { signal });
}
