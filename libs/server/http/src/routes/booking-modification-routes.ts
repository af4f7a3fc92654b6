import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSRF_HEADER,
  bookingModificationBodySchema,
  bookingModificationRoutes,
  bookingTabsReplySchema,
  couponDiscountReplySchema,
  createBookingHeadersSchema,
  createBookingReplySchema,
  extraAmountBodySchema,
  extraAmountReplySchema,
  fraudDetectionBodySchema,
  fraudVerdictSchema,
  modificationHeadersSchema,
  modifyBookingBodySchema,
  modifyBookingParamsSchema,
  updateBookingBodySchema,
  updateBookingParamsSchema,
  validateCouponDiscountBodySchema,
  type ModifyBookingBody,
} from '@stays/api-client';
import { isServedHost, resolveBrand } from '@stays/brand-config';
import { isCsrfTokenValid, isRateLimitedError, readSessionUser, requireUser, sessionUserOf, startBookingLookup } from '@stays/server-accounts';
import { bookingTabs, chargeExtraAmount, detectFraud, modifyBooking } from '@stays/server-booking';
import { couponDiscount } from '@stays/server-offers';
import { transactionalDatabase, ServiceError } from '@stays/server-core';
import type { ApiContext } from '../api-context';
import { bookingPhoneProof } from './booking-phone-proof';
import { bookingCaller } from './create-booking-client';
import type { ApiPayments } from './payment-provider-setup';

/**
 * The booking calls of guest-journey §7 and accounts-commerce §7 beside the lifecycle ones: my bookings' tabs, the
 * modification calls (bookings/{id}/modify, updateBooking/{invoiceNo}, bookingmodification) driving the DATE_CHANGE
 * rebooking, validateCouponDiscount, fraudDetection and extraAmount.
 */
export function registerBookingModificationRoutes(app: FastifyInstance, context: ApiContext, payments: ApiPayments): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);
  const provenBy = bookingPhoneProof(context);
  const routes = bookingModificationRoutes;

  api.get(routes.bookingTabs, { preHandler: requireUser(context), schema: { response: { 200: bookingTabsReplySchema } } }, (request) =>
    bookingTabs(context.database, sessionUserOf(request).userId, context.now(), false),
  );
  api.get(routes.applicableTabs, { preHandler: requireUser(context), schema: { response: { 200: bookingTabsReplySchema } } }, (request) =>
    bookingTabs(context.database, sessionUserOf(request).userId, context.now(), true),
  );

  api.put(
    routes.modifyBooking,
    {
      schema: {
        headers: modificationHeadersSchema,
        params: modifyBookingParamsSchema,
        body: modifyBookingBodySchema,
        response: { 200: createBookingReplySchema },
      },
    },
    async (request, reply) => {
      const userId = await ownerOrProof(context, request, request.body);
      const modification = modificationOf(
        request.params.bookingId,
        request.body,
        userId,
        request.headers['idempotency-key'],
        bookingCaller(userId, request.ip),
      );
      return sendModified(
        reply,
        await provenBy(request, reply, phoneProofOf(request.params.bookingId, request.body), () =>
          modifyBooking(database(), modification, context.now(), { payments }),
        ),
      );
    },
  );

  api.put(
    routes.updateBooking,
    {
      preHandler: requireUser(context),
      schema: {
        headers: modificationHeadersSchema,
        params: updateBookingParamsSchema,
        body: updateBookingBodySchema,
        response: { 200: createBookingReplySchema },
      },
    },
    async (request, reply) => {
      const { userId } = sessionUserOf(request);
      if (request.body.user_id !== userId) throw new ServiceError(403, 'USER_MISMATCH', 'user_id is not the signed-in guest');
      if (!isServedHost(request.body.website)) throw new ServiceError(400, 'VALIDATION_ERROR', `website: ${request.body.website} is not one of our sites`);
      const invoiceNo = request.params.invoiceNo;
      const modification = modificationOf(
        invoiceNo,
        { ...request.body, user_phone: undefined, token: undefined },
        userId,
        request.headers['idempotency-key'],
        bookingCaller(userId, request.ip),
      );
      const brandId = resolveBrand(request.body.website).brand.id;
      return sendModified(reply, await modifyBooking(database(), { ...modification, brandId }, context.now(), { payments }));
    },
  );

  api.post(
    routes.bookingModification,
    {
      schema: {
        headers: createBookingHeadersSchema,
        body: bookingModificationBodySchema,
        response: { 200: createBookingReplySchema, 201: createBookingReplySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = await ownerOrProof(context, request, body);
      const modification = {
        invoiceNo: body.old_invoice_no,
        proof: { user_phone: body.user_phone, token: body.token },
        userId,
        stay: {
          checkin: body.checkin,
          checkout: body.checkout,
          roomCategoryId: body.room_category_id,
          guestsConfig: body.guests_config,
          hotelId: body.hotel_id,
        },
        informGuest: body.inform_guest,
        returnUrl: body.return_url,
        cancelUrl: body.cancel_url,
        idempotencyKey: request.headers['idempotency-key'],
        caller: bookingCaller(userId, request.ip),
      };
      const result = await provenBy(request, reply, phoneProofOf(body.old_invoice_no, body), () =>
        modifyBooking(database(), modification, context.now(), { payments }),
      );
      return sendModified(reply, result, true);
    },
  );

  api.post(
    routes.validateCouponDiscount,
    { schema: { body: validateCouponDiscountBodySchema, response: { 200: couponDiscountReplySchema } }, preHandler: requireUser(context) },
    (request) => couponDiscount(context.database, request.body, sessionUserOf(request).userId, context.now()),
  );

  api.post(routes.fraudDetection, { schema: { body: fraudDetectionBodySchema, response: { 201: fraudVerdictSchema } } }, async (request, reply) => {
    const { phone, country_code: countryCode, device_id: deviceId, invoice_no: invoiceNo, billing_country: billingCountry } = request.body;
    // Naming a booking tells whether the phone is its guest's: a guess at the booking's phone, limited as the lookup is.
    const guess = invoiceNo === undefined ? null : await startPhoneGuess(context, request, reply, invoiceNo);
    const verdict = await detectFraud(
      context.database,
      { phone, countryCode, deviceId, invoiceNo, billingCountry, addressKey: bookingCaller(null, request.ip) },
      context.now(),
    );
    if (guess && !verdict.signals.some((signal) => signal.code === 'BOOKING_PHONE_MISMATCH')) await guess.succeeded();
    return reply.status(201).send(verdict);
  });

  api.post(
    routes.extraAmount,
    { schema: { headers: createBookingHeadersSchema, body: extraAmountBodySchema, response: { 200: extraAmountReplySchema, 201: extraAmountReplySchema } } },
    async (request, reply) => {
      const body = request.body;
      const request_ = { idempotencyKey: request.headers['idempotency-key'], caller: bookingCaller(null, request.ip), body };
      const result = await provenBy(request, reply, { bookingId: body.invoice_no, token: body.token }, () =>
        chargeExtraAmount(database(), payments, request_, context.now()),
      );
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(result.status as 201).send(result.body);
    },
  );
}

type ProofFields = Pick<ModifyBookingBody, 'user_phone' | 'token'>;

/**
 * Who may change the booking: the guest's phone or the booking's token, else the signed-in guest who owns it — then
 * only with the session's anti-forgery token (403 without), so another site cannot change a guest's booking.
 */
async function ownerOrProof(context: ApiContext, request: FastifyRequest, body: ProofFields): Promise<number | null> {
  const user = await readSessionUser(context.database, request, context.now());
  const csrfValid = user !== null && isCsrfTokenValid(context.accounts.secret, user.token, request.headers[CSRF_HEADER]);
  if (body.token !== undefined || body.user_phone !== undefined) return csrfValid ? user.userId : null;
  if (user && !csrfValid) {
    throw new ServiceError(403, 'CSRF_TOKEN_INVALID', 'This request is missing its security token. Reload the page and try again.');
  }
  return user?.userId ?? null;
}

async function startPhoneGuess(context: ApiContext, request: FastifyRequest, reply: FastifyReply, bookingId: string) {
  try {
    const lookup = { address: request.ip, bookingId, addressFactor: context.accounts.addressLimitFactor };
    return await startBookingLookup(transactionalDatabase(context.database), lookup, context.now());
  } catch (error) {
    if (isRateLimitedError(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** A phone proof counts against the booking lookup's guess limit; a token or a session does not. */
function phoneProofOf(invoiceNo: string, body: ProofFields): { bookingId: string; token?: string | undefined } | null {
  return body.user_phone === undefined ? null : { bookingId: invoiceNo, token: body.token };
}

function modificationOf(invoiceNo: string, body: ModifyBookingBody, userId: number | null, idempotencyKey: string | undefined, caller: string) {
  return {
    invoiceNo,
    proof: { user_phone: body.user_phone, token: body.token },
    userId,
    guest: body.guest,
    stay: { checkin: body.checkin, checkout: body.checkout, roomCategoryId: body.room_category_id, guestsConfig: body.guests_config },
    extras: { meals: body.booking?.services?.meals, earlyCheckin: body.booking?.additional_charge_info?.early_checkin },
    informGuest: body.inform_guest,
    returnUrl: body.return_url,
    cancelUrl: body.cancel_url,
    idempotencyKey,
    caller,
  };
}

/** PUT answers 200 with the booking as it now is; bookingmodification 201 when it made the replacement booking. */
function sendModified(reply: FastifyReply, result: Awaited<ReturnType<typeof modifyBooking>>, created = false) {
  if (result.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.status(created && result.status === 201 ? 201 : 200).send(result.body);
}
