import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountRoutes,
  emailOtpReplySchema,
  generateEmailOtpBodySchema,
  slVerifiedQuerySchema,
  slVerifiedReplySchema,
  userProfileSchema,
  verificationBodySchema,
  type SlVerifiedReply,
  type VerificationBody,
} from '@stays/api-client';
import {
  EMAIL_OTP_LIFETIME_SECONDS,
  GUESS_LIMITS,
  RATE_LIMITS,
  getProfile,
  linkSocialAccount,
  linkVerifiedPhone,
  providerOfRedirectUri,
  readCookie,
  requireUser,
  sendEmailOtp,
  sessionUserOf,
  toUserProfile,
  verifyEmail,
  verifyEmailOtp,
  type UserRow,
} from '@stays/server-accounts';
import type { ApiContext } from '../api-context';
import { accountRouteKit } from './account-route-kit';
import { BINDING_COOKIE, CLEARED_BINDING_COOKIE } from './oauth-routes';
import { ServiceError } from '@stays/server-core';

/**
 * The verification calls of accounts-commerce §7: POST verification (the e-mail link; or, signed in with the
 * anti-forgery token, an e-mailed code, the link step's phone or a social provider), POST generateEmailOtp and
 * GET slVerified.
 */
export function registerVerificationRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, deps, guess, limit, siteOrigin } = accountRouteKit(context);
  const signedInWithCsrf = requireUser(context, { csrf: true });

  api.post(
    accountRoutes.generateEmailOtp,
    { schema: { body: generateEmailOtpBodySchema, response: { 200: emailOtpReplySchema } }, preHandler: signedInWithCsrf },
    async (request, reply) => {
      const { userId } = sessionUserOf(request);
      await limit(reply, [
        { rule: RATE_LIMITS.emailOtpGeneratePerAccount, subject: String(userId) },
        { rule: RATE_LIMITS.otpGeneratePerAddress, subject: request.ip },
      ]);
      const sent = await sendEmailOtp(database(), deps, { userId, email: request.body.email }, context.now());
      return reply
        .header('cache-control', 'no-store')
        .send({ email_verification_token: sent.token, masked_email: sent.maskedEmail, expires_in_seconds: EMAIL_OTP_LIFETIME_SECONDS });
    },
  );

  /** The signed-in forms: what each changes on the account. */
  async function verifySignedIn(request: FastifyRequest, reply: FastifyReply, body: VerificationBody, userId: number): Promise<UserRow> {
    if ('otp' in body) {
      return guess(reply, [{ rule: GUESS_LIMITS.otpVerifyPerAddress, subject: request.ip }], () =>
        verifyEmailOtp(database(), context.accounts.secret, { userId, token: body.email_verification_token, otp: body.otp }, context.now()),
      );
    }
    return guess(reply, [{ rule: GUESS_LIMITS.signInPerAddress, subject: request.ip }], () => linkProven(request, reply, body, userId));
  }

  /** The signed-in forms whose proof is a token: the link step's phone, or a social provider's answer. */
  async function linkProven(request: FastifyRequest, reply: FastifyReply, body: VerificationBody, userId: number): Promise<UserRow> {
    if ('phone_verification_token' in body) {
      if (body.user_id !== userId) throw new ServiceError(403, 'FORBIDDEN', 'You can only add a phone to your own account.');
      return linkVerifiedPhone(database(), { userId, token: body.phone_verification_token }, context.now());
    }
    if (!('oauth_token' in body)) throw new Error('verifySignedIn is only for the signed-in forms');
    const origin = siteOrigin(request);
    const provider = providerOfRedirectUri(context.accounts, origin, body.redirect_uri);
    if (!provider || provider !== body.oauth_mode) throw new ServiceError(400, 'REDIRECT_URI_UNKNOWN', 'This sign-in option is not available.');
    const linked = await linkSocialAccount(
      database(),
      context.accounts,
      {
        provider,
        params: { code: body.oauth_token, state: body.state, ...(body.iss ? { iss: body.iss } : {}) },
        binding: readCookie(request, BINDING_COOKIE),
        siteOrigin: origin,
        userId,
      },
      context.now(),
    );
    void reply.header('set-cookie', CLEARED_BINDING_COOKIE);
    return linked;
  }

  api.post(accountRoutes.verification, { schema: { body: verificationBodySchema, response: { 200: userProfileSchema } } }, async (request, reply) => {
    const body = request.body;
    void reply.header('cache-control', 'no-store');
    const linkOnly = !('otp' in body) && !('phone_verification_token' in body) && !('oauth_token' in body);
    if (linkOnly) {
      // The e-mail link is opened from the mailbox, maybe on another device: its 256-bit token is the proof.
      return toUserProfile(
        await guess(reply, [{ rule: GUESS_LIMITS.signInPerAddress, subject: request.ip }], () =>
          verifyEmail(database(), body.email_verification_token, context.now()),
        ),
      );
    }
    await signedInWithCsrf.call(app, request, reply);
    if (reply.sent) return reply;
    return toUserProfile(await verifySignedIn(request, reply, body, sessionUserOf(request).userId));
  });

  api.get(
    accountRoutes.slVerified,
    { schema: { querystring: slVerifiedQuerySchema, response: { 200: slVerifiedReplySchema } }, preHandler: requireUser(context) },
    async (request, reply) => {
      const user = toUserProfile(await getProfile(database(), sessionUserOf(request).userId));
      const { step, phoneVerified, emailVerified } = user.verificationInfo;
      const missingOrUnverified = !user.phoneNumber || !phoneVerified ? 'phone' : !user.emailId || !emailVerified ? 'email' : null;
      const body: SlVerifiedReply = { verificationInfo: user.verificationInfo, asks_for: step === 'none' ? null : missingOrUnverified, user };
      return reply.header('cache-control', 'no-store').send(body);
    },
  );
}
