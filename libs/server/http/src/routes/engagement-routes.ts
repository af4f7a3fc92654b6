import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  donateBodySchema,
  donateReplySchema,
  donationCampaignQuerySchema,
  donationCampaignSchema,
  engagementRoutes,
  gameCategorySchema,
  gamePlayBodySchema,
  gamePlayReplySchema,
  gamesQuerySchema,
  gamesSchema,
  newsletterLinkSchema,
  newsletterSignoutReplySchema,
  newsletterStatusSchema,
  onlineCheckinBodySchema,
  onlineCheckinSchema,
  verifyDonationBodySchema,
  verifyDonationReplySchema,
} from '@stays/api-client';
import { readSessionUser, requireUser, sessionUserOf } from '@stays/server-accounts';
import {
  donationCampaign,
  getGames,
  getOnlineCheckin,
  newsletterSignout,
  newsletterStatus,
  playGame,
  saveOnlineCheckin,
  startDonation,
  verifyDonation,
} from '@stays/server-engagement';
import type { ApiContext } from '../api-context';
import type { ApiPayments } from './payment-provider-setup';
import { transactionalDatabase } from '@stays/server-core';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The small pages' calls (accounts-commerce §2, §3, §7): the donation campaign (donate, verifyDonation) through the
 * payment provider, the signed newsletter unsubscribe, a booking's online check-in and the daily travel quiz with
 * its category leaderboards.
 */
export function registerEngagementRoutes(app: FastifyInstance, context: ApiContext, payments: ApiPayments): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);
  const signedIn = requireUser(context);

  api.get(
    engagementRoutes.donate,
    {
      schema: {
        summary: 'What the charity campaign has raised in a currency',
        querystring: donationCampaignQuerySchema,
        response: { 200: donationCampaignSchema },
      },
    },
    (request) => donationCampaign(database(), request.query.currency_code),
  );
  api.post(
    engagementRoutes.donate,
    { schema: { summary: 'Open the payment of a donation (one per form key)', body: donateBodySchema, response: { 200: donateReplySchema, ...refusals } } },
    async (request) => {
      const user = await readSessionUser(context.database, request, context.now());
      return startDonation(database(), payments.provider, { userId: user?.userId ?? null }, request.body, context.now());
    },
  );
  api.post(
    engagementRoutes.verifyDonation,
    {
      schema: {
        summary: 'Settle a donation with the provider and answer its receipt',
        body: verifyDonationBodySchema,
        response: { 200: verifyDonationReplySchema, ...refusals },
      },
    },
    (request) => verifyDonation(database(), payments.provider, request.body.order_id, context.now()),
  );

  api.get(
    engagementRoutes.newsletterSignout,
    {
      schema: {
        summary: 'Whether a signed unsubscribe link’s account takes the newsletter',
        querystring: newsletterLinkSchema,
        response: { 200: newsletterStatusSchema, ...refusals },
      },
    },
    (request) => newsletterStatus(context.database, context.accounts.secret, request.query),
  );
  api.post(
    engagementRoutes.newsletterSignout,
    {
      schema: {
        summary: 'Unsubscribe from the newsletter with a signed link',
        body: newsletterLinkSchema,
        response: { 200: newsletterSignoutReplySchema, ...refusals },
      },
    },
    (request) => newsletterSignout(context.database, context.accounts.secret, request.body, context.now()),
  );

  const bookingParams = z.object({ bookingId: z.string().min(1).max(40) });
  api.get(
    engagementRoutes.onlineCheckin,
    {
      schema: { summary: 'A booking’s online check-in form and what was given', params: bookingParams, response: { 200: onlineCheckinSchema, ...refusals } },
      preHandler: signedIn,
    },
    (request) => getOnlineCheckin(context.database, sessionUserOf(request).userId, request.params.bookingId),
  );
  api.post(
    engagementRoutes.onlineCheckin,
    {
      schema: {
        summary: 'Check in online: arrival time and each guest’s ID',
        params: bookingParams,
        body: onlineCheckinBodySchema,
        response: { 200: onlineCheckinSchema, ...refusals },
      },
      preHandler: signedIn,
    },
    (request) => saveOnlineCheckin(context.database, sessionUserOf(request).userId, request.params.bookingId, request.body, context.now()),
  );

  api.get(
    engagementRoutes.games,
    {
      schema: {
        summary: 'The daily travel quiz of a category and its leaderboard',
        querystring: gamesQuerySchema,
        response: { 200: gamesSchema, ...refusals },
      },
      preHandler: signedIn,
    },
    (request) => getGames(context.database, sessionUserOf(request).userId, request.query.category, context.now()),
  );
  api.post(
    engagementRoutes.gamePlay,
    {
      schema: {
        summary: 'Answer the day’s quiz of a category (scored once a day)',
        params: z.object({ category: gameCategorySchema }),
        body: gamePlayBodySchema,
        response: { 200: gamePlayReplySchema, ...refusals },
      },
      preHandler: signedIn,
    },
    (request) => playGame(context.database, sessionUserOf(request).userId, request.params.category, request.body, context.now()),
  );
}
