import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes, authenticateBodySchema, authenticateReplySchema, type AuthenticateBody, type AuthenticateReply } from '@stays/api-client';
import {
  GUESS_LIMITS,
  PHONE_VERIFICATION_LIFETIME_SECONDS,
  authenticateWithOtp,
  authenticateWithPhoneToken,
  finishOneTapSignIn,
  finishSocialSignIn,
  fullPhone,
  maskedProfile,
  otpSignInGuesses,
  passwordSignInGuesses,
  phoneNumberOf,
  providerOfRedirectUri,
  readCookie,
  signInWithPassword,
  type Authentication,
} from '@stays/server-accounts';
import type { ApiContext } from '../api-context';
import { accountRouteKit } from './account-route-kit';
import { BINDING_COOKIE, CLEARED_BINDING_COOKIE } from './oauth-routes';
import { ServiceError } from '@stays/server-core';

/**
 * POST authenticate (accounts-commerce §4 "authentication", §7): one sign-in call for every proof, with the
 * rate limits, entry-page refusal and session of userSignIn. A right OTP for a phone without an account answers
 * is_user_present false and a phone_verification_token for sign-up (new flow).
 */
export function registerAuthenticateRoute(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const kit = accountRouteKit(context);
  const { database, guess, previousToken, signInOrigin } = kit;

  async function authenticate(request: FastifyRequest, reply: FastifyReply, body: AuthenticateBody): Promise<Authentication> {
    const origin = signInOrigin(body);
    if ('otp' in body) {
      const number = phoneNumberOf(body.country_code, body.phone);
      return guess(reply, otpSignInGuesses(fullPhone(number), request.ip), () =>
        authenticateWithOtp(database(), context.accounts.secret, { number, otp: body.otp, previousToken: previousToken(request), ...origin }, context.now()),
      );
    }
    if ('password' in body) {
      const signedIn = await guess(reply, passwordSignInGuesses(body.email, request.ip), () =>
        signInWithPassword(database(), { email: body.email, password: body.password, previousToken: previousToken(request), ...origin }, context.now()),
      );
      return { kind: 'signed_in', signedIn };
    }
    return guess(reply, [{ rule: GUESS_LIMITS.signInPerAddress, subject: request.ip }], () => authenticateWithToken(request, reply, body, origin));
  }

  /** The proofs that are tokens: a phone_verification_token, or a social provider's answer. */
  async function authenticateWithToken(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Exclude<AuthenticateBody, { otp: string } | { password: string }>,
    origin: ReturnType<typeof signInOrigin>,
  ): Promise<Authentication> {
    if ('phone_verification_token' in body) {
      return authenticateWithPhoneToken(database(), { token: body.phone_verification_token, previousToken: previousToken(request), ...origin }, context.now());
    }
    if ('login_type' in body) {
      // Truecaller signs its payload with keys only Truecaller's servers vouch for: an unchecked payload proves nothing.
      throw new ServiceError(400, 'SIGN_IN_METHOD_UNAVAILABLE', 'Truecaller sign-in is not offered: sign in with your phone and a code instead.');
    }
    if ('credential' in body) {
      const signedIn = await finishOneTapSignIn(
        database(),
        context.accounts,
        {
          credential: body.credential,
          state: body.state,
          binding: readCookie(request, BINDING_COOKIE),
          previousToken: previousToken(request),
          ...(body.mode ? { mode: body.mode } : {}),
        },
        context.now(),
      );
      void reply.header('set-cookie', CLEARED_BINDING_COOKIE);
      return { kind: 'signed_in', signedIn };
    }
    const siteOrigin = kit.siteOrigin(request);
    const provider = providerOfRedirectUri(context.accounts, siteOrigin, body.redirect_uri);
    if (!provider) throw new ServiceError(400, 'REDIRECT_URI_UNKNOWN', 'This sign-in option is not available.');
    const signedIn = await finishSocialSignIn(
      database(),
      context.accounts,
      {
        provider,
        params: { code: body.oauth_token, state: body.state, ...(body.iss ? { iss: body.iss } : {}) },
        binding: readCookie(request, BINDING_COOKIE),
        siteOrigin,
        previousToken: previousToken(request),
        ...(body.mode ? { mode: body.mode } : {}),
      },
      context.now(),
    );
    void reply.header('set-cookie', CLEARED_BINDING_COOKIE);
    return { kind: 'signed_in', signedIn };
  }

  api.post(accountRoutes.authenticate, { schema: { body: authenticateBodySchema, response: { 200: authenticateReplySchema } } }, async (request, reply) => {
    const body = request.body;
    const outcome = await authenticate(request, reply, body);
    if (outcome.kind === 'new_phone') {
      const newPhone: AuthenticateReply = {
        is_user_present: false,
        phone_verification_token: outcome.phoneVerificationToken,
        expires_in_seconds: PHONE_VERIFICATION_LIFETIME_SECONDS,
      };
      return reply.header('cache-control', 'no-store').send(newPhone);
    }
    const session = kit.sessionBody(outcome.signedIn);
    const signedIn: AuthenticateReply = {
      ...session,
      user: body.mask_data ? maskedProfile(session.user) : session.user,
      is_user_present: true,
      ...(body.check_verified ? { needs_verification: session.user.verificationInfo.step !== 'none' } : {}),
    };
    const bindingCleared = [reply.getHeader('set-cookie')].flat().filter((cookie): cookie is string => typeof cookie === 'string');
    return kit.withSessionCookie(request, reply, outcome.signedIn, bindingCleared).send(signedIn);
  });
}
