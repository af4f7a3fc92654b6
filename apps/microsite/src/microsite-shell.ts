import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { MICROSITE_PARTNER_HEADER, micrositeConfigNamed } from '@stays/brand-config';

/** The session cookie that keeps the partner of the visit once its link named it. */
const PARTNER_COOKIE = 'microsite';

export interface MicrositeShellOptions {
  /** The web site's server (WEB_URL), which serves every page and forwards the API. */
  webUrl: string;
  /** Who may frame the microsite, in CSP frame-ancestors syntax (MICROSITE_FRAME_ANCESTORS): the partners' origins. */
  frameAncestors: string;
}

/** The partner a request names (`?microsite=` or `?partner=`, `/microsite/{name}`), else the visit's cookie, else none. */
function partnerOf(request: IncomingMessage): { name: string; named: boolean } {
  const url = new URL(request.url ?? '/', 'http://shell');
  const fromPath = /^\/microsite\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  const named = micrositeConfigNamed(url.searchParams.get('microsite') ?? url.searchParams.get('partner') ?? fromPath);
  if (named) return { name: named.name, named: true };
  const remembered = micrositeConfigNamed(cookieValue(request.headers.cookie ?? '', PARTNER_COOKIE));
  return { name: remembered?.name ?? 'default', named: false };
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A cross-site frame only sends SameSite=None cookies, and browsers take those over https only. */
function partnerCookie(name: string, request: IncomingMessage): string {
  const https = request.headers['x-forwarded-proto'] === 'https' || (request.socket as { encrypted?: boolean }).encrypted === true;
  return `${PARTNER_COOKIE}=${name}; Path=/; HttpOnly; ${https ? 'SameSite=None; Secure' : 'SameSite=Lax'}`;
}

const cookiesToSet = new WeakMap<IncomingMessage, string>();

/**
 * The microsite: every page of the web site (search, listings, hotel pages, booking, the booking pages, sign-in …)
 * served in microsite mode for a partner. The shell forwards each request to the web site with the partner's name
 * in the microsite header, so the mode is a property of the shell's address: every link, form, data request of the
 * browser router and redirect stays on it, and in microsite mode. It lets the partners' pages frame it.
 */
export function createMicrositeShell({ webUrl, frameAncestors }: MicrositeShellOptions): Express {
  const app = express();
  app.disable('x-powered-by');

  app.use((request, _response, next) => {
    const partner = partnerOf(request);
    // Whatever a visitor sent in that header, the shell's own value replaces it.
    request.headers[MICROSITE_PARTNER_HEADER] = partner.name;
    if (partner.named) cookiesToSet.set(request, partnerCookie(partner.name, request));
    next();
  });

  app.use(
    createProxyMiddleware<IncomingMessage, ServerResponse>({
      target: webUrl,
      xfwd: true,
      on: {
        proxyRes: (proxyRes, request) => {
          const policy = proxyRes.headers['content-security-policy'];
          if (typeof policy === 'string') {
            proxyRes.headers['content-security-policy'] = policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${frameAncestors}`);
          }
          delete proxyRes.headers['x-frame-options'];
          const cookie = cookiesToSet.get(request);
          if (cookie) proxyRes.headers['set-cookie'] = [...(proxyRes.headers['set-cookie'] ?? []), cookie];
        },
      },
    }),
  );
  return app;
}
