import { CSRF_HEADER } from '../contracts/account-routes';
import type { AccountSaveCardBody, PaymentRedirect, SavedCardsReply } from '../contracts/payment';
import { paymentRoutes } from '../contracts/payment-routes';
import { getJson, type ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** GET saved-cards: the signed-in guest's cards (the session cookie goes with `options`); 401 when nobody is signed in. */
export function getSavedCards(options: ApiClientOptions, signal?: AbortSignal): Promise<SavedCardsReply> {
  return getJson(options, paymentRoutes.savedCards, {}, () => import('../contracts/payment').then((contract) => contract.savedCardsReplySchema), signal);
}

/** POST save-card (no booking): the card check's page for the signed-in guest; it ends on /save-card/verified or /save-card/error. */
export function saveAccountCard(options: ApiClientOptions, body: AccountSaveCardBody, csrfToken: string, signal?: AbortSignal): Promise<PaymentRedirect> {
  return sendJson(
    options,
    'POST',
    paymentRoutes.accountSaveCard,
    body,
    () => import('../contracts/payment').then((contract) => contract.paymentRedirectSchema),
    { headers: { [CSRF_HEADER]: csrfToken }, signal },
  );
}

/** DELETE removecard without a booking: removes one of the signed-in guest's account cards (404 for anyone else's). */
export function removeAccountCard(options: ApiClientOptions, cardId: number, csrfToken: string, signal?: AbortSignal): Promise<{ removed: true }> {
  return sendJson(
    options,
    'DELETE',
    paymentRoutes.removeCard,
    { card_id: cardId },
    () => import('zod').then(({ z }) => z.object({ removed: z.literal(true) })),
    { headers: { [CSRF_HEADER]: csrfToken }, signal },
  );
}
