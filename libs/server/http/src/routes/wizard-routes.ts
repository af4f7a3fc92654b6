import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  membershipSubscriptionBodySchema,
  membershipSubscriptionReplySchema,
  setWizardBaseBodySchema,
  validateWizardCouponBodySchema,
  validateWizardCouponReplySchema,
  wizardLandingQuerySchema,
  wizardLandingReplySchema,
  wizardMembershipReplySchema,
  wizardPaymentBodySchema,
  wizardPaymentHeadersSchema,
  wizardPaymentModesQuerySchema,
  wizardPaymentModesReplySchema,
  wizardPaymentReplySchema,
  wizardPaymentReturnQuerySchema,
  wizardPlansReplySchema,
  wizardRoutes,
} from '@stays/api-client';
import { findUserById, readSessionUser, requireUser, sessionUserOf } from '@stays/server-accounts';
import {
  finishWizardPayment,
  openWizardSubscription,
  payWizardMembership,
  setWizardBase,
  validateWizardCoupon,
  wizardLanding,
  wizardMembershipProfile,
  wizardPaymentModes,
  wizardPlans,
} from '@stays/server-wallet';
import { transactionalDatabase } from '@stays/server-core';
import type { ApiContext } from '../api-context';
import type { ApiPayments } from './payment-provider-setup';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * The wizard membership (accounts-commerce §7 "Wallet, wizard and payment"): the landing and plans for anyone; the
 * profile, payment modes, subscription, coupon, payment and home hotel for the signed-in guest (401 otherwise, and
 * 403 without x-csrf-token on a POST). The provider's webhook reaches settleWizardPayment through payment-routes.
 */
export function registerWizardRoutes(app: FastifyInstance, context: ApiContext, payments: ApiPayments): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);
  const signedIn = requireUser(context);

  api.get(
    wizardRoutes.wizardLandingV3,
    {
      schema: {
        summary: 'The wizard landing: plans, success benefits and the film.',
        querystring: wizardLandingQuerySchema,
        response: { 200: wizardLandingReplySchema, 404: apiErrorSchema },
      },
    },
    (request) => wizardLanding('wizard', request.query),
  );
  api.get(
    wizardRoutes.wizardPlus,
    {
      schema: {
        summary: 'The enhanced wizard landing (wizz experiment), wizard plus first.',
        querystring: wizardLandingQuerySchema,
        response: { 200: wizardLandingReplySchema, 404: apiErrorSchema },
      },
    },
    (request) => wizardLanding('wizardPlus', request.query),
  );
  api.get(
    wizardRoutes.wizardPlans,
    {
      schema: {
        summary: 'The plans, and for a signed-in guest what each would be now.',
        querystring: wizardLandingQuerySchema,
        response: { 200: wizardPlansReplySchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await readSessionUser(context.database, request, context.now());
      return wizardPlans(context.database, user?.userId ?? null, request.query, context.now());
    },
  );
  api.get(
    wizardRoutes.wizardMembership,
    { schema: { summary: 'The signed-in guest’s wizard profile.', response: { 200: wizardMembershipReplySchema, 401: apiErrorSchema } }, preHandler: signedIn },
    (request) => wizardMembershipProfile(context.database, sessionUserOf(request).userId, context.now()),
  );
  api.get(
    wizardRoutes.paymentModes,
    {
      schema: {
        summary: 'The membership’s payment modes and usable wallet money.',
        querystring: wizardPaymentModesQuerySchema,
        response: { 200: wizardPaymentModesReplySchema, 401: apiErrorSchema },
      },
      preHandler: signedIn,
    },
    (request) => wizardPaymentModes(context.database, sessionUserOf(request).userId, request.query, context.now()),
  );
  api.post(
    wizardRoutes.membershipSubscription,
    {
      schema: {
        summary: 'Membership subscription create: opens a purchase, renewal or upgrade.',
        body: membershipSubscriptionBodySchema,
        response: { 200: membershipSubscriptionReplySchema, ...refusals },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { userId } = sessionUserOf(request);
      const account = await findUserById(context.database, userId);
      return openWizardSubscription(
        database(),
        { userId, phone: account?.phone ?? null, countryCode: account?.country_code ?? null },
        membershipSubscriptionBody(request.body),
        context.now(),
      );
    },
  );
  api.post(
    wizardRoutes.validateWizardCoupon,
    {
      schema: {
        summary: 'A wizard coupon’s discount on a plan.',
        body: validateWizardCouponBodySchema,
        response: { 200: validateWizardCouponReplySchema, ...refusals },
      },
      preHandler: signedIn,
    },
    (request) =>
      validateWizardCoupon(context.database, sessionUserOf(request).userId, { ...request.body, action: request.body.action ?? 'purchase' }, context.now()),
  );
  api.post(
    wizardRoutes.wizardPayment,
    {
      schema: {
        summary: 'The wizard payment: wallet money, then the gateway for the rest.',
        headers: wizardPaymentHeadersSchema,
        body: wizardPaymentBodySchema,
        response: { 200: wizardPaymentReplySchema, ...refusals, 502: apiErrorSchema, 503: apiErrorSchema },
      },
      preHandler: signedIn,
    },
    (request) =>
      payWizardMembership(
        database(),
        payments.provider,
        { userId: sessionUserOf(request).userId, idempotencyKey: request.headers['idempotency-key'], body: request.body },
        context.now(),
      ),
  );
  api.get(
    wizardRoutes.wizardPaymentReturn,
    { schema: { summary: 'The provider’s return from a membership payment: settles it and sends the guest on.', querystring: wizardPaymentReturnQuerySchema } },
    async (request, reply) => reply.redirect(await finishWizardPayment(database(), payments.provider, request.query, context.now()), 303),
  );
  api.post(
    wizardRoutes.setWizardBase,
    {
      schema: { summary: 'A member’s home hotel.', body: setWizardBaseBodySchema, response: { 200: wizardMembershipReplySchema, ...refusals } },
      preHandler: signedIn,
    },
    (request) => setWizardBase(database(), sessionUserOf(request).userId, request.body, context.now()),
  );
}

function membershipSubscriptionBody(body: {
  user: { country_calling_code: string; phone: string };
  subscription: { plan_id: 'wizard' | 'wizard_plus'; action?: 'purchase' | 'renew' | 'upgrade' | undefined; base_hotel_id?: number | null | undefined };
}) {
  return { user: body.user, subscription: { ...body.subscription, action: body.subscription.action ?? 'purchase' } };
}
