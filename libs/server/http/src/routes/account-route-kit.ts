import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type AccountType, type SessionReply } from '@stays/api-client';
import {
  consumeRateLimits,
  cookieContextOf,
  csrfTokenFor,
  isRateLimitedError,
  readCookie,
  scaleAddressGuessLimits,
  scaleAddressLimits,
  startGuess,
  sessionCookie,
  siteOriginFor,
  toUserProfile,
  type GuessCheck,
  type RateLimitCheck,
  type SignedIn,
} from '@stays/server-accounts';
import { DEFAULT_DEVICE_ROLE } from '@stays/brand-config';
import type { ApiContext } from '../api-context';
import { transactionalDatabase } from '@stays/server-core';

/** What every account route uses: the database, the notification deps, rate limits with Retry-After, sessions. */
export function accountRouteKit(context: ApiContext) {
  const { secret } = context.accounts;
  /** The site the guest asked from (400 HOST_NOT_SERVED for a host that is none of ours). */
  const siteOrigin = (request: FastifyRequest) => siteOriginFor(context.accounts, request.hostname);

  /** A 429 (a rate limit, the OTP resend wait) tells the caller when to come back in Retry-After. */
  async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isRateLimitedError(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }

  return {
    database: () => transactionalDatabase(context.database),
    deps: { secret, notifications: context.notifications },
    /** The deps of a call whose e-mail carries a link: to the site the guest asked from. */
    linkingDeps: (request: FastifyRequest) => ({ secret, webOrigin: siteOrigin(request), notifications: context.notifications }),
    siteOrigin,
    withRetryAfter,
    limit: (reply: FastifyReply, checks: RateLimitCheck[]) =>
      withRetryAfter(reply, () => consumeRateLimits(context.database, scaleAddressLimits(checks, context.accounts.addressLimitFactor), context.now())),
    /**
     * `work` as one guess at a secret (a password, a code, a token): 429 with Retry-After while the checks back off;
     * when `work` answers, the guess was right and does not count against the caller.
     */
    guess: async <T>(reply: FastifyReply, checks: GuessCheck[], work: () => Promise<T>): Promise<T> => {
      const database = transactionalDatabase(context.database);
      const attempt = await withRetryAfter(reply, () =>
        startGuess(database, scaleAddressGuessLimits(checks, context.accounts.addressLimitFactor), context.now()),
      );
      const result = await work();
      await attempt.succeeded();
      return result;
    },
    previousToken: (request: FastifyRequest) => readCookie(request, SESSION_COOKIE),
    signInOrigin: (body: { mode?: AccountType; devise_role?: string }) => ({
      mode: body.mode ?? 'consumer',
      deviseRole: body.devise_role ?? DEFAULT_DEVICE_ROLE,
    }),
    /** The reply body of a new session: the guest and the session's anti-forgery token. */
    sessionBody: (signedIn: SignedIn): SessionReply => ({ user: toUserProfile(signedIn.user), csrf_token: csrfTokenFor(secret, signedIn.token) }),
    /** The new session's cookie on the reply, never cached. */
    withSessionCookie: (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, extraCookies: string[] = []) =>
      reply.header('set-cookie', [sessionCookie(signedIn.token, cookieContextOf(request)), ...extraCookies]).header('cache-control', 'no-store'),
  };
}
