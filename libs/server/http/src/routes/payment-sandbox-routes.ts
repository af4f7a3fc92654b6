import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentRoutes } from '@stays/api-client';
import { readSessionUser } from '@stays/server-accounts';
import { accountCardCheckOwner } from '@stays/server-booking';
import { hostedPaymentPage, type SandboxPaymentForm, type SandboxPaymentProvider } from '@stays/server-payments';
import type { ApiContext } from '../api-context';
import { transactionalDatabase } from '@stays/server-core';

/**
 * The hosted page is the one HTML page the API serves: like the API's own policy (nothing runs, frames or loads),
 * except that its forms may post to this site, and the redirect after them stays on it.
 */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

/** The sandbox provider's hosted payment page (GET) and its form (POST, url-encoded), under /api/pwa/sandbox-pay. */
export function registerSandboxPageRoutes(app: FastifyInstance, context: ApiContext, sandbox: SandboxPaymentProvider): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // A card check saved to an account opens only in that guest's signed-in browser; anyone else is told nothing.
    const isOthersCardCheck = async (request: FastifyRequest<{ Params: { orderId: string } }>): Promise<boolean> => {
      const owner = await accountCardCheckOwner(transactionalDatabase(context.database), sandbox.name, request.params.orderId);
      return owner !== null && (await readSessionUser(context.database, request, context.now()))?.userId !== owner;
    };

    scope.get<{ Params: { orderId: string } }>(paymentRoutes.sandboxPay, async (request, reply) => {
      const order = (await isOthersCardCheck(request)) ? null : await sandbox.findOrder(request.params.orderId);
      if (!order) return reply.status(404).headers(PAGE_HEADERS).send(notFoundPage());
      return reply.headers(PAGE_HEADERS).send(hostedPaymentPage(order, request.url.split('?')[0] ?? ''));
    });

    scope.post<{ Params: { orderId: string }; Body: Record<string, string> | undefined }>(paymentRoutes.sandboxPay, async (request, reply) => {
      if (await isOthersCardCheck(request)) return reply.status(404).headers(PAGE_HEADERS).send(notFoundPage());
      const body = request.body ?? {};
      const form: SandboxPaymentForm = {
        mode: body['mode'] ?? '',
        card_number: body['card_number'],
        upi_id: body['upi_id'],
        bank: body['bank'],
        simulate: body['simulate'] === 'decline' || body['simulate'] === 'timeout' ? body['simulate'] : undefined,
      };
      const result = await sandbox.submitHostedPage(request.params.orderId, form, context.now());
      if (result.kind === 'not_found') return reply.status(404).headers(PAGE_HEADERS).send(notFoundPage());
      if (result.kind === 'invalid')
        return reply
          .status(422)
          .headers(PAGE_HEADERS)
          .send(hostedPaymentPage(result.order, request.url.split('?')[0] ?? '', result));
      return reply.redirect(result.location, 303);
    });
  });
}

function notFoundPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment not found</title></head><body><main><h1>Payment not found</h1><p>This payment link is not valid.</p></main></body></html>';
}
