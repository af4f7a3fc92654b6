import type { FastifyInstance } from 'fastify';
import { accountRoutes, type ApiError } from '@stays/api-client';

/** The API answers JSON and generated SVG pictures: nothing in an answer may run, frame or load anything. */
const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'permissions-policy': 'camera=(), microphone=(), payment=(self), geolocation=(self)',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Apple's form_post and Google's one-tap post come from their pages by design; each route only redirects to /login/{apple,onetap}. */
const CROSS_SITE_POSTS = new Set<string>([accountRoutes.appleFormPost, accountRoutes.oneTapFormPost]);

/**
 * Security headers on every answer (HSTS when the request came over https), and a refusal of state-changing
 * requests another site's page sends (Sec-Fetch-Site: cross-site): with the SameSite=Lax session cookie and
 * the JSON-only bodies this is the anti-forgery line for the calls made before there is a session.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.headers['sec-fetch-site'] !== 'cross-site' || CROSS_SITE_POSTS.has(request.url.split('?')[0] ?? '')) return;
    const body: ApiError = { statusCode: 403, code: 'CROSS_SITE_REQUEST', message: 'Requests from other sites are not accepted.' };
    return reply.status(403).send(body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) if (!reply.hasHeader(name)) void reply.header(name, value);
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
