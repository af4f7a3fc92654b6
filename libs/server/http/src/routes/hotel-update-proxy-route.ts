import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentApiRoutes, hotelUpdateProxyQuerySchema } from '@stays/api-client';
import type { HotelUpdateProxyConfig } from '../proxy/hotel-update-proxy-config';
import { forwardUpstream } from '../proxy/forward-upstream';
import { checkProxyTarget } from '../proxy/proxy-target';

const PASSED_HEADERS = ['cookie', 'x-csrf-token'] as const;

/**
 * The hotel update proxy of guest-journey §7: GET, POST, PUT, PATCH and DELETE passed through to a url-encoded
 * `target`. Targets on our own sites are answered by this API in process (the guest's cookie and anti-forgery token
 * go along, so its own checks apply); configured upstream hosts are called without them. Nothing else is reached.
 */
export function registerHotelUpdateProxyRoute(app: FastifyInstance, config: HotelUpdateProxyConfig): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: contentApiRoutes.hotelUpdateProxy,
    bodyLimit: config.maxRequestBytes,
    schema: { querystring: hotelUpdateProxyQuerySchema },
    handler: async (request, reply) => {
      const target = checkProxyTarget(request.query.target, config);
      const hasBody = request.body !== undefined && request.body !== null;
      if (target.kind === 'upstream') {
        const forwarded = await forwardUpstream(target.url, request.method, hasBody ? JSON.stringify(request.body) : undefined, config);
        return reply.status(forwarded.statusCode).type('application/json; charset=utf-8').send(forwarded.body);
      }
      const headers: Record<string, string> = {};
      for (const name of PASSED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await app.inject({
        method: request.method as 'GET',
        url: target.path,
        // The guest's own address, so rate limits count the guest and not the proxy.
        headers: { ...headers, host: request.hostname, 'x-forwarded-for': request.ip, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
      });
      return reply
        .status(answer.statusCode)
        .type(String(answer.headers['content-type'] ?? 'application/json; charset=utf-8'))
        .send(answer.body);
    },
  });
}
