import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CSRF_HEADER, type ApiError } from '@stays/api-client';
import type { AccountsConfig } from '../config/accounts-config';
import { isCsrfTokenValid } from './csrf-token';
import { readSessionUser, type SessionUser } from './read-session-user';
import { clearedSessionCookie, type CookieContext } from './session-cookie';
import type { SqlClient } from '@stays/server-core';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser: the signed-in user of this request. */
    sessionUser?: SessionUser;
  }
}

/** What the account checks need from the API: the database, the accounts settings and the clock. */
export interface AccountsRuntime {
  database: SqlClient;
  accounts: AccountsConfig;
  now: () => Date;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function cookieContextOf(request: FastifyRequest): CookieContext {
  return { hostname: request.hostname, protocol: request.protocol === 'https' ? 'https' : 'http' };
}

/** 401 that also clears the session cookie: the browser signs out (accounts-commerce §4, §8). */
export function sendUnauthorized(request: FastifyRequest, reply: FastifyReply, message = 'Please sign in to continue.'): FastifyReply {
  const body: ApiError = { statusCode: 401, code: 'UNAUTHORIZED', message };
  return reply
    .status(401)
    .header('set-cookie', clearedSessionCookie(cookieContextOf(request)))
    .send(body);
}

/**
 * Fastify preHandler for a route that needs a signed-in user: 401 (cookie cleared) without a live session; 403
 * when a state-changing call (any method but GET/HEAD/OPTIONS, or any method with `{ csrf: true }`) lacks the
 * session's anti-forgery token in `x-csrf-token`. The user is then `sessionUserOf(request)`.
 */
export function requireUser(runtime: AccountsRuntime, options: { csrf?: boolean } = {}): preHandlerAsyncHookHandler {
  return async function requireSignedInUser(request, reply) {
    const user = await readSessionUser(runtime.database, request, runtime.now());
    if (!user) return sendUnauthorized(request, reply);
    const needsCsrf = options.csrf ?? !SAFE_METHODS.has(request.method);
    if (needsCsrf && !isCsrfTokenValid(runtime.accounts.secret, user.token, request.headers[CSRF_HEADER])) {
      const body: ApiError = {
        statusCode: 403,
        code: 'CSRF_TOKEN_INVALID',
        message: 'This request is missing its security token. Reload the page and try again.',
      };
      return reply.status(403).send(body);
    }
    request.sessionUser = user;
  };
}

/** The user requireUser let through; calling it on a route without requireUser is a wiring bug. */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('sessionUserOf needs the requireUser preHandler on this route');
  return request.sessionUser;
}
