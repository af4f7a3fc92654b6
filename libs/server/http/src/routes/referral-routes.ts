import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  inviteAndEarnReplySchema,
  referralFaqReplySchema,
  referralLoggedOutReplySchema,
  referralQuerySchema,
  referralRoutes,
  rewardsQuerySchema,
  rewardsReplySchema,
} from '@stays/api-client';
import { requireUser, sessionUserOf, siteOriginFor } from '@stays/server-accounts';
import { creditCompletedStayReferrals, getInviteAndEarn, getReferralFaq, getReferralLoggedOut, getRewards } from '@stays/server-wallet';
import { transactionalDatabase } from '@stays/server-core';
import { isServedHost } from '@stays/brand-config';
import type { ApiContext } from '../api-context';

/** How often every API process pays the referrals whose friend's first stay is now completed. */
const REFERRAL_SWEEP_MS = 10 * 60 * 1000;

/**
 * GET rewards, inviteAndEarn, referralLoggedOut, referralFaq and referralFaqLoggedOut (accounts-commerce §7). Rewards
 * and invite-and-earn are the session's own (401 without one); a country without refer and earn is 404
 * REFERRAL_NOT_AVAILABLE.
 */
export function registerReferralRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);
  const signedInOnly = requireUser(context);

  api.get(
    referralRoutes.rewards,
    {
      schema: {
        summary: 'The signed-in guest’s rewards: transaction_list of wallet entries with their category, all or one, and each category’s count.',
        querystring: rewardsQuerySchema,
        response: { 200: rewardsReplySchema, 401: apiErrorSchema },
      },
      preHandler: signedInOnly,
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getRewards(database(), sessionUserOf(request).userId, request.query, context.now());
    },
  );

  api.get(
    referralRoutes.inviteAndEarn,
    {
      schema: {
        summary: 'The signed-in guest’s referral code and share link, what they and a friend get, the friends invited and the rewards earned.',
        querystring: referralQuerySchema,
        response: { 200: inviteAndEarnReplySchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
      preHandler: signedInOnly,
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // The link leads to the site the guest asked from; a caller on another host (a partner, a server) gets WEB_ORIGIN's.
      const origin = isServedHost(request.hostname) ? siteOriginFor(context.accounts, request.hostname) : new URL(context.accounts.webOrigin).origin;
      return getInviteAndEarn(database(), sessionUserOf(request).userId, request.query, origin, context.now());
    },
  );

  api.get(
    referralRoutes.referralLoggedOut,
    {
      schema: {
        summary: 'Refer and earn for a guest not signed in: what the guest and a friend get, and when.',
        querystring: referralQuerySchema,
        response: { 200: referralLoggedOutReplySchema, 404: apiErrorSchema },
      },
    },
    async (request) => getReferralLoggedOut(request.query),
  );

  api.get(
    referralRoutes.referralFaq,
    {
      schema: {
        summary: 'The referral FAQ for a signed-in guest (qnaData), with the country’s amounts.',
        querystring: referralQuerySchema,
        response: { 200: referralFaqReplySchema, 404: apiErrorSchema },
      },
    },
    async (request) => getReferralFaq(request.query, true),
  );

  api.get(
    referralRoutes.referralFaqLoggedOut,
    {
      schema: {
        summary: 'The referral FAQ for a guest not signed in (qnaData), with the country’s amounts.',
        querystring: referralQuerySchema,
        response: { 200: referralFaqReplySchema, 404: apiErrorSchema },
      },
    },
    async (request) => getReferralFaq(request.query, false),
  );

  registerReferralSweeper(app, context);
}

/** Pays due referrals in the background too, for guests who do not open their rewards or referral page. */
function registerReferralSweeper(app: FastifyInstance, context: ApiContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      creditCompletedStayReferrals(transactionalDatabase(context.database), context.now())
        .then((paid) => {
          if (paid > 0) app.log.info({ paid }, 'referral rewards paid');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'referral sweep failed'))
        .finally(() => {
          running = false;
        });
    }, REFERRAL_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
