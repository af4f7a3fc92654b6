import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ONE_TAP,
  SESSION_COOKIE,
  accountRoutes,
  safeReturnUrl,
  slOauthParamsSchema,
  slOauthQuerySchema,
  slVerifyBodySchema,
  slVerifyReplySchema,
  type SlVerifyReply,
} from '@stays/api-client';
import { DEFAULT_DEVICE_ROLE, SERVED_HOSTS } from '@stays/brand-config';
import {
  OAUTH_STATE_LIFETIME_SECONDS,
  cookieContextOf,
  csrfTokenFor,
  finishSocialSignIn,
  isLocalDevelopmentHost,
  readCookie,
  sessionCookie,
  siteOriginFor,
  startOneTapSignIn,
  startSocialSignIn,
  toUserProfile,
} from '@stays/server-accounts';
import type { ApiContext } from '../api-context';
import { transactionalDatabase } from '@stays/server-core';

/** The cookie that binds a social sign-in's state to the browser that started it. */
export const BINDING_COOKIE = 'oauth_binding';
/** Clears it once the sign-in finished: the state it pointed at is used up. */
export const CLEARED_BINDING_COOKIE = `${BINDING_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/**
 * Social sign-in (accounts-commerce §7): GET slOauth/{provider} sends the browser to the provider, the provider
 * sends it back to /login/{oauth} (Apple: a form_post to /api/pwa/tpl/apple, turned into that GET), and the
 * page finishes with POST slVerify.
 */
export function registerOAuthRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(accountRoutes.slOauth, { schema: { params: slOauthParamsSchema, querystring: slOauthQuerySchema } }, async (request, reply) => {
    const siteOrigin = siteOriginFor(context.accounts, request.hostname);
    const returnUrl = safeReturnUrl(request.query.retUrl ?? null, SERVED_HOSTS);
    const start = { returnUrl, siteOrigin, mode: request.query.mode ?? 'consumer', deviseRole: request.query.devise_role ?? DEFAULT_DEVICE_ROLE } as const;
    const provider = request.params.provider;
    const { authorizationUrl, binding } =
      provider === ONE_TAP
        ? await startOneTapSignIn(context.database, context.accounts, start, context.now())
        : await startSocialSignIn(context.database, context.accounts, { provider, ...start }, context.now());
    const cookieContext = cookieContextOf(request);
    const secure = cookieContext.protocol === 'http' && isLocalDevelopmentHost(cookieContext.hostname) ? '' : '; Secure';
    return reply
      .header('set-cookie', `${BINDING_COOKIE}=${binding}; Path=/; Max-Age=${OAUTH_STATE_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure}`)
      .header('cache-control', 'no-store')
      .redirect(authorizationUrl, 302);
  });

  // Apple answers with a cross-site form POST; only this route parses form bodies, and it only redirects.
  void app.register(async (scoped) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const formToLogin = (path: string, fields: readonly string[]) =>
      scoped.post(path, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const query = new URLSearchParams();
        for (const name of fields) if (typeof form[name] === 'string') query.set(name, form[name]);
        return reply
          .header('cache-control', 'no-store')
          .redirect(`/login/${path === accountRoutes.appleFormPost ? 'apple' : ONE_TAP}?${query.toString()}`, 303);
      });
    formToLogin(accountRoutes.appleFormPost, ['code', 'state', 'iss', 'error']);
    // Google's prompt in redirect mode posts the credential; it works once, with this browser's binding cookie.
    formToLogin(accountRoutes.oneTapFormPost, ['credential', 'state', 'error']);
  });

  api.post(accountRoutes.slVerify, { schema: { body: slVerifyBodySchema, response: { 200: slVerifyReplySchema } } }, async (request, reply) => {
    const { provider, code, state, iss } = request.body;
    const signedIn = await finishSocialSignIn(
      transactionalDatabase(context.database),
      context.accounts,
      {
        provider,
        params: { code, state, ...(iss ? { iss } : {}) },
        binding: readCookie(request, BINDING_COOKIE),
        siteOrigin: siteOriginFor(context.accounts, request.hostname),
        previousToken: readCookie(request, SESSION_COOKIE),
      },
      context.now(),
    );
    const body: SlVerifyReply = {
      user: toUserProfile(signedIn.user),
      csrf_token: csrfTokenFor(context.accounts.secret, signedIn.token),
      retUrl: signedIn.returnUrl,
    };
    return reply
      .header('set-cookie', [sessionCookie(signedIn.token, cookieContextOf(request)), CLEARED_BINDING_COOKIE])
      .header('cache-control', 'no-store')
      .send(body);
  });
}
