import type { PostCheckoutFeedbackBody, StayFeedbackReply, UserRatingReply } from '../contracts/stay-feedback';
import { stayFeedbackRoutes, userRatingPath } from '../contracts/stay-feedback-routes';
import { getJson, type ApiClientOptions } from './http';
import { sendJson } from './send-json';

const contract = () => import('../contracts/stay-feedback');

/** GET user-ratings/{bookingId}: the stay to rate and any rating given, by the booking's token or phone. */
export function getUserRating(
  options: ApiClientOptions,
  bookingId: string,
  query: { token?: string; user_phone?: string },
  signal?: AbortSignal,
): Promise<UserRatingReply> {
  return getJson(options, userRatingPath(bookingId), query, () => contract().then((module) => module.userRatingReplySchema), signal);
}

/** POST postCheckoutFeedback: the stay's rating and review. */
export function postCheckoutFeedback(options: ApiClientOptions, body: PostCheckoutFeedbackBody, signal?: AbortSignal): Promise<StayFeedbackReply> {
  return sendJson(options, 'POST', stayFeedbackRoutes.postCheckoutFeedback, body, () => contract().then((module) => module.stayFeedbackReplySchema), {
    signal,
  });
}
