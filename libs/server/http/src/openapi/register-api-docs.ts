import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@stays/api-client';
import { buildOpenApiDocument, type DocumentedRoute } from './build-openapi-document';

/** The OpenAPI document, at a path that stays put (the reference page also answers it at `${API_DOCS_PATH}/json`). */
export const OPENAPI_DOCUMENT_PATH = `${API_PREFIX}/openapi.json`;
/** The reference page for people: Swagger UI, its scripts and styles served by the API itself (no CDN). */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;

const DEV_ONLY_PREFIX = `${API_PREFIX}/dev/`;

/**
 * The reference page runs its own scripts from this API and reads the document from it; Swagger UI sets inline
 * styles. Only the page's own routes get this policy: every other answer keeps the API's `default-src 'none'`.
 */
const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Collects every route the API registers from now on; call before the routes. `serveApiDocs` documents them.
 * Nothing is listed by hand: a route declared with zod schemas appears in the document with them.
 */
export function collectDocumentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    // Development-only calls (DEV_TOOLS=true) are no part of the API a partner gets.
    if (route.schema?.hide || route.url.startsWith(DEV_ONLY_PREFIX)) return;
    routes.push({ method: route.method, url: route.url, schema: route.schema });
  });
  return routes;
}

/**
 * Serves the OpenAPI 3.1 document of `routes` and its reference page. The document is built on its first request
 * (about half a second), not when the API starts: most API processes, and every test's, never serve it.
 */
export function serveApiDocs(app: FastifyInstance, routes: readonly DocumentedRoute[]): void {
  void app.register(async (scope) => {
    // Filled in place on the first request: @fastify/swagger's static mode hands out this very object.
    const document: Record<string, unknown> = {};
    let built: Promise<void> | undefined;
    scope.addHook('onRequest', async () => {
      built ??= buildOpenApiDocument(routes).then(
        (generated) => void Object.assign(document, generated),
        (error: unknown) => {
          built = undefined;
          throw error;
        },
      );
      await built;
    });
    await scope.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
    await scope.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: DOCS_CONTENT_SECURITY_POLICY,
      // validatorUrl null: the page never sends the document to a validator on the Internet.
      uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
      theme: { title: 'Nivaas and Dunelight Homes API' },
    });
    scope.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
  });
}
