import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it completes and carrying the request (method, redacted URL, host,
 * address) with the outcome, instead of Fastify's two lines ('incoming request' then 'request completed'): under
 * load the log writes were a tenth of the API's CPU.
 */
export class OneLineLogController extends LogController {
  override incomingRequest(): void {
    // the request is logged with its outcome
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
