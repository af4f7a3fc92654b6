import type { FastifyInstance } from 'fastify';
import type { ApiClientOptions } from '@stays/api-client';

/**
 * Test support: the typed client of @stays/api-client with its GETs answered by the API in process. `app` is read
 * at each call, so a test can build the server in beforeAll.
 */
export function inProcessClient(app: () => FastifyInstance): ApiClientOptions {
  return {
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      const url = new URL(String(input));
      const response = await app().inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
    },
  };
}
