import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes, emailOtpReplySchema, emailProvenReplySchema, generateEmailOtpBodySchema, verifySignUpEmailOtpBodySchema } from '@stays/api-client';
import {
  EMAIL_OTP_LIFETIME_SECONDS,
  EMAIL_VERIFICATION_LIFETIME_SECONDS,
  GUESS_LIMITS,
  RATE_LIMITS,
  proveSignUpEmail,
  sendSignUpEmailOtp,
} from '@stays/server-accounts';
import type { ApiContext } from '../api-context';
import { accountRouteKit } from './account-route-kit';

/**
 * The e-mail proven before sign-up (accounts-commerce §4, §7 sign-up with email_verification_token): a code to the
 * address, limited per address and per caller like the SMS codes, and its check, which answers the token.
 */
export function registerSignUpEmailRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, deps, guess, limit } = accountRouteKit(context);

  api.post(
    accountRoutes.generateSignUpEmailOtp,
    { schema: { body: generateEmailOtpBodySchema, response: { 200: emailOtpReplySchema } } },
    async (request, reply) => {
      await limit(reply, [
        { rule: RATE_LIMITS.emailOtpGeneratePerEmail, subject: request.body.email.trim().toLowerCase() },
        { rule: RATE_LIMITS.otpGeneratePerAddress, subject: request.ip },
      ]);
      const sent = await sendSignUpEmailOtp(database(), deps, { email: request.body.email }, context.now());
      return reply
        .header('cache-control', 'no-store')
        .send({ email_verification_token: sent.token, masked_email: sent.maskedEmail, expires_in_seconds: EMAIL_OTP_LIFETIME_SECONDS });
    },
  );

  api.post(
    accountRoutes.verifySignUpEmailOtp,
    { schema: { body: verifySignUpEmailOtpBodySchema, response: { 200: emailProvenReplySchema } } },
    async (request, reply) => {
      const proven = await guess(reply, [{ rule: GUESS_LIMITS.otpVerifyPerAddress, subject: request.ip }], () =>
        proveSignUpEmail(database(), context.accounts.secret, { token: request.body.email_verification_token, otp: request.body.otp }, context.now()),
      );
      return reply.header('cache-control', 'no-store').send({
        email_verified: true,
        email_verification_token: proven.token,
        masked_email: proven.maskedEmail,
        expires_in_seconds: EMAIL_VERIFICATION_LIFETIME_SECONDS,
      });
    },
  );
}
