import { wishlistRoutes } from '../contracts/wishlist-routes';
import type { AutocompleteFeedbackBody, FeedbackAck } from '../contracts/wishlist';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST autocompletenew/feedback: which suggestion the guest picked for what they typed. */
export function sendAutocompleteFeedback(options: ApiClientOptions, body: AutocompleteFeedbackBody, signal?: AbortSignal): Promise<FeedbackAck> {
  return sendJson(
    options,
    'POST',
    wishlistRoutes.autocompleteFeedback,
    body,
    () => import('../contracts/wishlist').then((contract) => contract.feedbackAckSchema),
    { signal },
  );
}
