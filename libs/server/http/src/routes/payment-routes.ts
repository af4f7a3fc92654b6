import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingPaidQuerySchema,
  bookingPaidReplySchema,
  createTransactionBodySchema,
  orderPaidQuerySchema,
  paymentRedirectSchema,
  paymentRoutes,
  removeCardBodySchema,
  saveCardBodySchema,
  saveCardReturnQuerySchema,
} from '@stays/api-client';
import {
  bookingPaid,
  createTransaction,
  expireUnpaidHolds,
  finishSaveCard,
  payPendingRefunds,
  receivePaymentWebhook,
  removeAccountCard,
  removeCard,
  startSaveCard,
} from '@stays/server-booking';
import { requireUser, sessionUserOf } from '@stays/server-accounts';
import type { ApiContext } from '../api-context';
import type { ApiPayments } from './payment-provider-setup';
import { registerAccountSaveCardRoutes } from './account-save-card-routes';
import { registerBookingPaymentOptionRoutes } from './booking-payment-option-routes';
import { bookingPhoneProof } from './booking-phone-proof';
import { registerSandboxPageRoutes } from './payment-sandbox-routes';
import { wizardWebhook } from './wizard-webhook';
import { transactionalDatabase, ServiceError } from '@stays/server-core';

/**
 * The payment calls: the provider webhook, booking-paid / order-paid, createTransaction (retry, balance), save-card
 * and removecard, the sandbox's hosted page, and the hold sweeper (expired holds, owed refunds) that runs while the API is up.
 */
export function registerPaymentRoutes(app: FastifyInstance, context: ApiContext, payments: ApiPayments): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);
  const provenBy = bookingPhoneProof(context);

  // The signature covers the exact bytes sent, so this route keeps the body as text.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        paymentRoutes.webhook,
        { schema: { params: z.object({ provider: z.string().max(40) }), response: { 200: z.object({ received: z.literal(true), applied: z.boolean() }) } } },
        async (request) => {
          if (typeof request.body !== 'string') throw new ServiceError(400, 'BAD_REQUEST', 'a webhook has a body');
          const membership = await wizardWebhook(database(), payments, request.params.provider, request.body, request.headers, context.now());
          if (membership) return membership;
          return receivePaymentWebhook(
            database(),
            payments,
            { provider: request.params.provider, rawBody: request.body, headers: request.headers },
            context.now(),
          );
        },
      );
  });

  api.get(paymentRoutes.bookingPaid, { schema: { querystring: bookingPaidQuerySchema, response: { 200: bookingPaidReplySchema } } }, (request) =>
    bookingPaid(database(), payments, request.query, context.now()),
  );
  api.get(paymentRoutes.orderPaid, { schema: { querystring: orderPaidQuerySchema, response: { 200: bookingPaidReplySchema } } }, (request) =>
    bookingPaid(database(), payments, request.query, context.now()),
  );
  api.post(paymentRoutes.createTransaction, { schema: { body: createTransactionBodySchema, response: { 200: paymentRedirectSchema } } }, (request, reply) =>
    provenBy(request, reply, { bookingId: request.body.invoice_no, token: request.body.token }, () =>
      createTransaction(database(), payments, request.body, context.now()),
    ),
  );
  api.post(
    paymentRoutes.saveCard,
    { schema: { params: z.object({ bookingId: z.string().min(1).max(40) }), body: saveCardBodySchema, response: { 200: paymentRedirectSchema } } },
    (request, reply) =>
      provenBy(request, reply, { bookingId: request.params.bookingId, token: request.body.token }, () =>
        startSaveCard(database(), payments, request.params.bookingId, request.body, context.now()),
      ),
  );
  api.get(paymentRoutes.saveCardReturn, { schema: { querystring: saveCardReturnQuerySchema } }, async (request, reply) =>
    reply.redirect(await finishSaveCard(database(), payments, request.query, context.now()), 303),
  );
  const signedIn = requireUser(context);
  api.delete(
    paymentRoutes.removeCard,
    {
      schema: {
        summary: 'Remove a saved card: a booking’s (invoice_no and its proof) or, without invoice_no, one of the signed-in guest’s account',
        body: removeCardBodySchema,
        response: { 200: z.object({ removed: z.literal(true) }) },
      },
      // Without a booking the card is the account's: the session and its anti-forgery token are required.
      preHandler: async (request, reply) => {
        if ((request.body as { invoice_no?: string }).invoice_no === undefined) await signedIn.call(app, request, reply);
      },
    },
    (request, reply) => {
      const invoiceNo = request.body.invoice_no;
      if (invoiceNo === undefined) return removeAccountCard(database(), sessionUserOf(request).userId, request.body.card_id, context.now());
      return provenBy(request, reply, { bookingId: invoiceNo, token: request.body.token }, () =>
        removeCard(database(), { ...request.body, invoice_no: invoiceNo }, context.now()),
      );
    },
  );

  registerAccountSaveCardRoutes(app, context, payments);
  registerBookingPaymentOptionRoutes(app, context, payments);

  if (payments.sandbox) registerSandboxPageRoutes(app, context, payments.sandbox);
  registerHoldSweeper(app, context, payments);
}

function registerHoldSweeper(app: FastifyInstance, context: ApiContext, payments: ApiPayments): void {
  if (payments.holdSweepSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      const database = transactionalDatabase(context.database);
      expireUnpaidHolds(database, context.now(), { holdMinutes: payments.holdMinutes })
        .then(async (expired) => {
          if (expired > 0) app.log.info({ expired }, 'unpaid booking holds expired');
          // Refunds the provider could not make when they were decided (it was down or slow) are made once it is back.
          const refunded = await payPendingRefunds(database, payments, context.now());
          if (refunded > 0) app.log.info({ refunded }, 'owed refunds made');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'hold sweeper failed'))
        .finally(() => {
          running = false;
        });
    }, payments.holdSweepSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
