import type { ApiClientOptions, AutocompleteFeedbackBody } from '@stays/api-client';

/**
 * POST autocompletenew/feedback (guest-journey §7 "POST autocomplete feedback"): fire and forget. Like the
 * suggestions call, the API client loads only when used; a failure (offline, rate-limited) is ignored.
 */
export function sendSuggestionFeedback(api: ApiClientOptions, body: AutocompleteFeedbackBody): void {
  void import('@stays/api-client').then(({ sendAutocompleteFeedback }) => sendAutocompleteFeedback(api, body)).catch(() => undefined);
}
