// Production server of the web site: static assets, the API forwarded, and the server-rendered pages.
//   node apps/web/server.mjs    (after `nx run web:build`; HOST, PORT and API_URL from the environment)
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const here = dirname(fileURLToPath(import.meta.url));
const buildDirectory = process.env.WEB_BUILD_DIR ?? join(here, '../../dist/apps/web');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4200);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4300';
process.env.API_URL = apiUrl;

const build = await import(pathToFileURL(join(buildDirectory, 'server/index.js')).href);

const app = express();
app.disable('x-powered-by');

// This server is the edge: an X-Forwarded-For the visitor wrote would become the address the API counts its
// per-address rate limits against, so it is dropped and the proxy below writes the socket's address instead.
// Behind a trusted load balancer that sets it, TRUST_FORWARDED_FOR=true keeps it.
const trustForwardedFor = process.env.TRUST_FORWARDED_FOR === 'true';
app.use((request, _response, next) => {
  if (!trustForwardedFor) delete request.headers['x-forwarded-for'];
  next();
});

// The browser's API calls, the onboarding widget (/v1/, when ONBOARDING_ORIGIN does not name another host) and the
// health checks go to the API process unchanged (same origin for cookies).
app.use(
  createProxyMiddleware({
    target: apiUrl,
    pathFilter: ['/api/pwa/', '/v1/', '/healthz', '/readyz'],
    xfwd: true,
  }),
);

// Webview mode (a native app opens the site with ?webview=true) lasts the visit: a session cookie keeps it across
// every link, form, data request of the browser router and redirect, whichever answer carries the parameter
// (app/site/site-mode.server.ts reads it). ?webview=false ends it.
app.use((request, response, next) => {
  const webview = new URL(request.url, 'http://site').searchParams.get('webview');
  if (webview === 'true') response.append('Set-Cookie', 'webview=true; Path=/; HttpOnly; SameSite=Lax');
  else if (webview !== null) response.append('Set-Cookie', 'webview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  next();
});

// Security headers on every page and asset (the API answers /api/pwa/* with its own, stricter set).
// Scripts run only from this origin or inline with this response's nonce: React Router's hydration data and
// scroll restoration carry it (entry.server.tsx), so an injected inline script never runs. Nothing else loads from
// another origin, so 'self' covers the rest.
// The one exception: a production tile server for the listing map (MAP_STYLE_URL, plus MAP_TILE_ORIGINS when its
// style loads tiles, glyphs or sprites from other hosts), which the map fetches from.
function originOf(value) {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
const mapOrigins = [process.env.MAP_STYLE_URL ?? '', ...(process.env.MAP_TILE_ORIGINS ?? '').split(',')].map(originOf).filter(Boolean);
const withMapOrigins = (sources) => [sources, ...new Set(mapOrigins)].join(' ');
// The onboarding widget's host (accounts-commerce §7 "on a separate host"), when it is not this site.
const onboardingOrigin = originOf(process.env.ONBOARDING_ORIGIN ?? '');

function contentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withMapOrigins("'self' data: blob:")}`,
    "font-src 'self' data:",
    `connect-src ${withMapOrigins(onboardingOrigin ? `'self' ${onboardingOrigin}` : "'self'")}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
app.use((request, response, next) => {
  if (request.path.startsWith('/api/pwa/') || request.path.startsWith('/v1/')) return next();
  const nonce = randomBytes(16).toString('base64');
  response.locals.cspNonce = nonce;
  response.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('X-Frame-Options', 'SAMEORIGIN');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('Permissions-Policy', 'camera=(), microphone=(), payment=(self), geolocation=(self)');
  if (request.secure || request.get('x-forwarded-proto') === 'https') response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
});

app.use(compression());

// The service worker (built by apps/web/build-service-worker.ts) at the root scope, revalidated on every check so a
// new build's worker and shell reach the guest's device at their next visit.
app.get('/sw.js', (_request, response, next) => {
  response.sendFile(
    join(buildDirectory, 'client/sw.js'),
    { cacheControl: false, headers: { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' } },
    (error) => (error ? next() : undefined),
  );
});

// Fingerprinted build assets never change: cache them for a year.
app.use('/assets', express.static(join(buildDirectory, 'client/assets'), { immutable: true, maxAge: '1y', index: false }));
app.use(express.static(join(buildDirectory, 'client'), { maxAge: '1h', index: false }));

// The guest's address, for the API calls the pages' loaders make for them (app/site/guest-address.server.ts):
// the API's per-address rate limits must count guests, not this server. The socket's address, never a header
// the visitor could write.
const guestAddresses = new AsyncLocalStorage();
globalThis[Symbol.for('stays.web.guestAddress')] = guestAddresses;
const handlePage = createRequestHandler({
  build,
  mode: process.env.NODE_ENV ?? 'production',
  getLoadContext: (_request, response) => ({ cspNonce: response.locals.cspNonce }),
});
app.use((request, response, next) => guestAddresses.run({ address: request.socket.remoteAddress ?? '' }, () => handlePage(request, response, next)));

const server = app.listen(port, host, () => {
  console.log(`web listening on http://${host}:${port} (API ${apiUrl})`);
});

function stop(signal) {
  console.log(`${signal}: closing the web server`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
