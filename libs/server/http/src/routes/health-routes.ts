import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

/** `/healthz`: the process answers. `/readyz`: it can also reach its database (load balancers route by it). */
export function registerHealthRoutes(app: FastifyInstance, context: ApiContext): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await context.database.query('SELECT 1');
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      return reply.status(503).send({ statusCode: 503, code: 'NOT_READY', message: 'the database is not reachable' });
    }
  });
}
