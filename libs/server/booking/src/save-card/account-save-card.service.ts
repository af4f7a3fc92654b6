import { paymentRoutes, type AccountSaveCardBody, type PaymentRedirect, type SavedCardsReply } from '@stays/api-client';
import type { CreatedOrder } from '@stays/server-payments';
import type { BookingPayments } from '../payments/booking-payments';
import { findCardChecksOfUser, findPaymentOrder, insertPaymentOrder } from '../payments/payment-orders.repository';
import { providerFailure } from '../payments/provider-failure';
import { reconcileOrder } from '../payments/reconcile-order';
import { SAVE_CARD_RESULT_PATHS } from './save-card.service';
import { findSavedCardsOfUser } from './saved-cards.repository';
import type { TransactionalDatabase } from '@stays/server-core';

/** Where the general save-card page is (the provider's cancel goes back to it). */
const ACCOUNT_SAVE_CARD_PAGE = '/booking/save-card';
/** The result page's query naming the general save-card, so its link leads back there and not to a booking. */
const ACCOUNT_RESULT_QUERY = '?saved_to=account';

/** GET saved-cards: the cards the signed-in guest saved to their account. */
export async function listAccountCards(database: TransactionalDatabase, userId: number): Promise<SavedCardsReply> {
  const cards = await findSavedCardsOfUser(database, userId);
  return { saved_cards: cards.map((card) => ({ id: card.id, network: card.network, last4: card.last4 })) };
}

/**
 * POST save-card (the general /booking/save-card, no booking): a zero-amount card check at the provider for the
 * signed-in guest. A check still open is reused (a double click opens one); after one ended, the next is a new one.
 */
export async function startAccountSaveCard(
  database: TransactionalDatabase,
  payments: BookingPayments,
  userId: number,
  body: AccountSaveCardBody,
  now: Date,
): Promise<PaymentRedirect> {
  const checks = await findCardChecksOfUser(database, userId);
  const ended = checks.filter((check) => check.status !== 'created').length;
  let created: CreatedOrder;
  try {
    created = await payments.provider.createOrder(
      {
        reference: `user-${userId}:save_card:0:${ended}`,
        kind: 'card_check',
        amount: 0,
        currencyCode: body.currency_code,
        description: 'Card check · save a card to your account',
        returnUrl: paymentRoutes.accountSaveCardReturn,
        cancelUrl: ACCOUNT_SAVE_CARD_PAGE,
      },
      now,
    );
  } catch (error) {
    throw providerFailure(error, 'the card check');
  }
  const order = await insertPaymentOrder(
    database,
    {
      user_id: userId,
      provider: payments.provider.name,
      provider_order_id: created.orderId,
      purpose: 'save_card',
      amount: 0,
      currency_code: body.currency_code,
    },
    now,
  );
  return { redirectUrl: created.redirectUrl, order_id: order.provider_order_id, amount: order.amount };
}

/**
 * GET save-card/account-return: settles the guest's card check (asking the provider when its webhook has not come)
 * and answers the result page. A check that is not the signed-in guest's own ends on the error page.
 */
export async function finishAccountSaveCard(
  database: TransactionalDatabase,
  payments: BookingPayments,
  userId: number | null,
  query: { order_id: string },
  now: Date,
): Promise<string> {
  const error = `${SAVE_CARD_RESULT_PATHS.error}${ACCOUNT_RESULT_QUERY}`;
  const order = await findPaymentOrder(database, payments.provider.name, query.order_id);
  if (!order || userId === null || order.user_id !== userId || order.booking_id !== null) return error;
  if (order.status === 'created') await reconcileOrder(database, payments, order.provider_order_id, now);
  const settled = await findPaymentOrder(database, payments.provider.name, query.order_id);
  return settled?.status === 'paid' ? `${SAVE_CARD_RESULT_PATHS.verified}${ACCOUNT_RESULT_QUERY}` : error;
}

/**
 * The signed-in guest a provider order belongs to when it is one of their account's card checks, else null (a
 * booking's orders are paid by whoever holds the booking's link).
 */
export async function accountCardCheckOwner(database: TransactionalDatabase, provider: string, providerOrderId: string): Promise<number | null> {
  const order = await findPaymentOrder(database, provider, providerOrderId);
  return order && order.booking_id === null ? order.user_id : null;
}
