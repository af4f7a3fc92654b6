import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOLD_MINUTES, type BookingPayments } from '@stays/server-booking';
import { SandboxPaymentProvider, assertSandboxAllowed, timeBoxedProvider, type PaymentProvider } from '@stays/server-payments';
import { paymentRoutes } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';

export interface ApiPaymentsOptions {
  /** Another provider adapter; by default the local sandbox provider (refused with NODE_ENV=production unless PAYMENTS_SANDBOX=enabled). */
  provider?: PaymentProvider;
  /** Signs the sandbox's webhooks (PAYMENT_WEBHOOK_SECRET); by default a random one per process. */
  webhookSecret?: string;
  /** How long an unpaid online booking holds its rooms (PAYMENT_HOLD_MINUTES, default 15). */
  holdMinutes?: number;
  /** How often the hold sweeper runs; 0 turns it off (tests run it themselves with a fixed clock). */
  holdSweepSeconds?: number;
  /** How long one call to the provider may take before the guest is told it is unavailable (PAYMENT_PROVIDER_TIMEOUT_MS, default 10 s). */
  providerTimeoutMs?: number;
}

export interface ApiPayments extends BookingPayments {
  /** The sandbox provider when it is the one in use: its hosted page is served by this API. */
  sandbox: SandboxPaymentProvider | null;
  holdSweepSeconds: number;
}

const DEFAULT_HOLD_SWEEP_SECONDS = 30;
const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The payments of an API. The sandbox provider keeps its books in the same database (like a provider shared by
 * every API process) and delivers its webhook to this API's own endpoint in-process, through the same HTTP handling
 * (signature check included) a remote provider's request goes through.
 */
export function apiPayments(app: FastifyInstance, database: SqlClient, options: ApiPaymentsOptions = {}, env: NodeJS.ProcessEnv = process.env): ApiPayments {
  const holdMinutes = options.holdMinutes ?? (Number(env['PAYMENT_HOLD_MINUTES']) || DEFAULT_HOLD_MINUTES);
  const holdSweepSeconds = options.holdSweepSeconds ?? DEFAULT_HOLD_SWEEP_SECONDS;
  const timeoutMs = options.providerTimeoutMs ?? (Number(env['PAYMENT_PROVIDER_TIMEOUT_MS']) || DEFAULT_PROVIDER_TIMEOUT_MS);
  if (options.provider) return { provider: timeBoxedProvider(options.provider, timeoutMs), holdMinutes, sandbox: null, holdSweepSeconds };
  assertSandboxAllowed(env);
  const sandbox = new SandboxPaymentProvider({
    database,
    webhookSecret: options.webhookSecret ?? env['PAYMENT_WEBHOOK_SECRET'] ?? randomBytes(32).toString('hex'),
    webhookUrl: paymentRoutes.webhook.replace(':provider', 'sandbox'),
    deliver: async (url, rawBody, headers) => (await app.inject({ method: 'POST', url, payload: rawBody, headers })).statusCode,
  });
  return { provider: timeBoxedProvider(sandbox, timeoutMs), holdMinutes, sandbox, holdSweepSeconds };
}
