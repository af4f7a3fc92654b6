import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes, loginOptionsQuerySchema, loginOptionsReplySchema, type LoginOptionsReply } from '@stays/api-client';
import { RATE_LIMITS, findUserByPhone, fullPhone, loginOptionsCountry, loginOptionsFor, phoneNumberOf } from '@stays/server-accounts';
import type { ApiContext } from '../api-context';
import { accountRouteKit } from './account-route-kit';

/**
 * GET loginOptions (accounts-commerce §7): the sign-in methods of the site for a country, and with `phone` whether
 * it has an account. That answer is what generateByPhone's is_user_present already tells, so it is limited by the
 * same per-phone and per-address counters (a lookup here spends what an OTP request would): asking both calls gives
 * no more answers than the OTP dialog alone. `config-key`, `city` and `is_upgrade` are accepted and change nothing:
 * no sign-in method depends on them.
 */
export function registerLoginOptionsRoute(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const kit = accountRouteKit(context);

  api.get(
    accountRoutes.loginOptions,
    { schema: { querystring: loginOptionsQuerySchema, response: { 200: loginOptionsReplySchema } } },
    async (request, reply): Promise<LoginOptionsReply> => {
      const country = loginOptionsCountry(request.query, request.hostname);
      const options = loginOptionsFor(context.accounts, country);
      if (request.query.phone === undefined) return options;
      void reply.header('cache-control', 'no-store');
      const number = phoneNumberOf(country.dialCode, request.query.phone);
      await kit.limit(reply, [
        { rule: RATE_LIMITS.otpGeneratePerPhone, subject: fullPhone(number) },
        { rule: RATE_LIMITS.otpGeneratePerAddress, subject: request.ip },
      ]);
      return { ...options, is_user_present: (await findUserByPhone(context.database, number.countryCode, number.phone)) !== null };
    },
  );
}
