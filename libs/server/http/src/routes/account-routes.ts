import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountAckSchema,
  accountRoutes,
  currentUserReplySchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  generateByPhoneBodySchema,
  generateByUserIdBodySchema,
  otpReplySchema,
  resetPasswordBodySchema,
  sessionReplySchema,
  updateUserProfileBodySchema,
  userProfileSchema,
  userSignInBodySchema,
  helpRoutes,
  userSignUpBodySchema,
  type CurrentUserReply,
} from '@stays/api-client';
import {
  GUESS_LIMITS,
  RATE_LIMITS,
  atAddress,
  clearedSessionCookie,
  cookieContextOf,
  csrfTokenFor,
  deleteAccount,
  endSession,
  findUserById,
  fullPhone,
  generateOtp,
  getProfile,
  otpSignInGuesses,
  passwordSignInGuesses,
  phoneNumberOf,
  purgeExpiredAccountRows,
  readSessionUser,
  requestPasswordReset,
  requireUser,
  resetPassword,
  sessionUserOf,
  signInWithOtp,
  signInWithPassword,
  signUp,
  toUserProfile,
  updateProfile,
  type GuessCheck,
  type RateLimitCheck,
  type SignedIn,
} from '@stays/server-accounts';
import type { ApiContext } from '../api-context';
import { accountRouteKit } from './account-route-kit';
import { registerAuthenticateRoute } from './authenticate-route';
import { registerLoginOptionsRoute } from './login-options-route';
import { registerOAuthRoutes } from './oauth-routes';
import { registerOnboardingRoute } from './onboarding-route';
import { registerSignUpEmailRoutes } from './sign-up-email-routes';
import { registerVerificationRoutes } from './verification-routes';
import { ServiceError } from '@stays/server-core';
import { recordReferral, referrerForSignUp } from '@stays/server-wallet';

/** The account and sign-in calls of accounts-commerce §7 (social sign-in: oauth-routes.ts). */
export function registerAccountRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const kit = accountRouteKit(context);
  const { database, deps, guess, limit, previousToken, signInOrigin } = kit;
  const { secret } = context.accounts;
  const signedInOnly = requireUser(context);
  const sendOtp = (reply: FastifyReply, request: Parameters<typeof generateOtp>[2]) =>
    kit.withRetryAfter(reply, () => generateOtp(database(), deps, request, context.now()));

  function sendSession(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, status: 200 | 201): FastifyReply {
    return kit.withSessionCookie(request, reply, signedIn).status(status).send(kit.sessionBody(signedIn));
  }

  const otpLimits = (request: FastifyRequest, phone: string): RateLimitCheck[] => [
    { rule: RATE_LIMITS.otpGeneratePerPhone, subject: phone },
    { rule: RATE_LIMITS.otpGeneratePerAddress, subject: request.ip },
  ];

  for (const path of [accountRoutes.generateByPhone, accountRoutes.generateOtp]) {
    api.post(path, { schema: { body: generateByPhoneBodySchema, response: { 200: otpReplySchema } } }, async (request, reply) => {
      const number = phoneNumberOf(request.body.country_code, request.body.phone);
      await limit(reply, otpLimits(request, fullPhone(number)));
      return sendOtp(reply, { number, send: request.body.send_otp });
    });
  }

  // By user id only for that user, signed in (e.g. to confirm the phone before a sensitive change): an open
  // call would let anyone send SMS to, and learn the masked number of, any account by counting ids.
  api.post(
    accountRoutes.generateByUserId,
    { schema: { body: generateByUserIdBodySchema, response: { 200: otpReplySchema } }, preHandler: signedInOnly },
    async (request, reply) => {
      if (sessionUserOf(request).userId !== request.body.user_id) throw new ServiceError(403, 'FORBIDDEN', 'You can only ask for a code for your own account.');
      await limit(reply, [{ rule: RATE_LIMITS.otpGeneratePerAddress, subject: request.ip }]);
      const user = await findUserById(context.database, request.body.user_id);
      if (!user?.phone || !user.country_code) throw new ServiceError(404, 'USER_NOT_FOUND', 'There is no account with a mobile number for this user.');
      const number = { countryCode: user.country_code, phone: user.phone };
      await limit(reply, [{ rule: RATE_LIMITS.otpGeneratePerPhone, subject: fullPhone(number) }]);
      return sendOtp(reply, { number, send: request.body.send_otp });
    },
  );

  // selfServeSignIn (accounts-commerce §7) is the help page's sign-in: the same call, the same guess limits.
  const signIns = [
    { path: accountRoutes.userSignIn, summary: undefined },
    { path: helpRoutes.selfServeSignIn, summary: 'Sign in from the help page (e-mail and password, or phone and code), as userSignIn.' },
  ];
  for (const { path, summary } of signIns) {
    api.post(
      path,
      { schema: { ...(summary ? { summary } : {}), body: userSignInBodySchema, response: { 200: sessionReplySchema } } },
      async (request, reply) => {
        const body = request.body;
        if ('otp' in body) {
          const number = phoneNumberOf(body.country_code, body.phone);
          const signedIn = await guess(reply, otpSignInGuesses(fullPhone(number), request.ip), () =>
            signInWithOtp(database(), secret, { number, otp: body.otp, previousToken: previousToken(request), ...signInOrigin(body) }, context.now()),
          );
          return sendSession(request, reply, signedIn, 200);
        }
        const signedIn = await guess(reply, passwordSignInGuesses(body.email, request.ip), () =>
          signInWithPassword(
            database(),
            { email: body.email, password: body.password, previousToken: previousToken(request), ...signInOrigin(body) },
            context.now(),
          ),
        );
        return sendSession(request, reply, signedIn, 200);
      },
    );
  }

  api.post(accountRoutes.userSignUp, { schema: { body: userSignUpBodySchema, response: { 201: sessionReplySchema } } }, async (request, reply) => {
    const body = request.body;
    const number = body.phone !== undefined && body.country_code !== undefined ? phoneNumberOf(body.country_code, body.phone) : null;
    // A phone_verification_token is 256 random bits: only the address is limited; an OTP also per phone.
    const checks: GuessCheck[] = [
      ...(number && 'code' in body ? [{ rule: GUESS_LIMITS.otpVerifyPerPhoneAtAddress, subject: atAddress(fullPhone(number), request.ip) }] : []),
      { rule: GUESS_LIMITS.otpVerifyPerAddress, subject: request.ip },
    ];
    const signedIn = await guess(reply, checks, async () => {
      // A friend's code is checked first (unknown, or the signed-in guest's own: 400) and kept with the new account.
      const referral = body.referral_code
        ? await referrerForSignUp(context.database, body.referral_code, (await readSessionUser(context.database, request, context.now()))?.userId ?? null)
        : null;
      return signUp(
        database(),
        kit.linkingDeps(request),
        {
          number,
          body: request.body,
          accountType: 'consumer',
          previousToken: previousToken(request),
          afterCreate: referral ? (tx, userId) => recordReferral(tx, referral, userId, context.now()) : undefined,
        },
        context.now(),
      );
    });
    return sendSession(request, reply, signedIn, 201);
  });

  api.get(
    accountRoutes.userSignOut,
    { schema: { response: { 200: accountAckSchema } }, preHandler: requireUser(context, { csrf: true }) },
    async (request, reply) => {
      await endSession(context.database, sessionUserOf(request).token);
      return reply
        .header('set-cookie', clearedSessionCookie(cookieContextOf(request)))
        .header('cache-control', 'no-store')
        .send({ ok: true as const });
    },
  );

  api.get(accountRoutes.userProfile, { schema: { response: { 200: currentUserReplySchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const session = await readSessionUser(context.database, request, context.now());
    if (!session) {
      // A stale or forged cookie is dropped, so the browser stops sending it.
      if (previousToken(request) !== null) void reply.header('set-cookie', clearedSessionCookie(cookieContextOf(request)));
      const guest: CurrentUserReply = { isLoggedIn: false, user: null, csrf_token: null };
      return guest;
    }
    const user = await getProfile(database(), session.userId);
    return { isLoggedIn: true, user: toUserProfile(user), csrf_token: csrfTokenFor(secret, session.token) };
  });

  api.post(
    accountRoutes.updateUserProfile,
    { schema: { body: updateUserProfileBodySchema, response: { 200: userProfileSchema } }, preHandler: signedInOnly },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return toUserProfile(await updateProfile(database(), kit.linkingDeps(request), sessionUserOf(request).userId, request.body, context.now()));
    },
  );

  api.post(
    accountRoutes.deleteAccount,
    { schema: { body: deleteAccountBodySchema, response: { 200: accountAckSchema } }, preHandler: signedInOnly },
    async (request, reply) => {
      await deleteAccount(database(), sessionUserOf(request).userId, context.now());
      return reply.header('set-cookie', clearedSessionCookie(cookieContextOf(request))).send({ ok: true as const });
    },
  );

  api.post(accountRoutes.forgotPassword, { schema: { body: forgotPasswordBodySchema, response: { 200: accountAckSchema } } }, async (request, reply) => {
    await limit(reply, [
      { rule: RATE_LIMITS.passwordResetPerAccount, subject: request.body.user_email },
      { rule: RATE_LIMITS.passwordResetPerAddress, subject: request.ip },
    ]);
    await requestPasswordReset(database(), kit.linkingDeps(request), request.body.user_email, context.now());
    return { ok: true as const };
  });

  api.post(accountRoutes.resetPassword, { schema: { body: resetPasswordBodySchema, response: { 200: accountAckSchema } } }, async (request, reply) => {
    // The link's token is 256 random bits: guessing it is hopeless, so only the address is limited here.
    await limit(reply, [{ rule: RATE_LIMITS.passwordResetPerAddress, subject: request.ip }]);
    await resetPassword(database(), { token: request.body.reset_password_token, email: request.body.email, password: request.body.password }, context.now());
    return { ok: true as const };
  });

  registerOAuthRoutes(app, context);
  registerAuthenticateRoute(app, context);
  registerVerificationRoutes(app, context);
  registerSignUpEmailRoutes(app, context);
  registerOnboardingRoute(app);
  registerAccountPurge(app, context);

  registerLoginOptionsRoute(app, context);
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Hourly, in every API process: expired sessions, codes, tokens, states and rate-limit windows go. */
function registerAccountPurge(app: FastifyInstance, context: ApiContext): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpiredAccountRows(context.database, context.now())
        .then((deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'expired account rows purged');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'account purge failed'));
    }, PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
