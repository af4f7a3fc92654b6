import { once } from 'node:events';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMicrositeShell } from './microsite-shell';

/** The web site as the shell sees it: answers with what it was sent, the framing headers it sends, and a redirect. */
function fakeWebSite(): Server {
  return createServer((request, response) => {
    response.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'self'; form-action 'self'");
    response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    response.setHeader('Set-Cookie', 'session=abc; Path=/; HttpOnly');
    if (request.url?.startsWith('/microsite/')) {
      response.writeHead(302, { location: '/' }).end();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({ url: request.url, host: request.headers['x-forwarded-host'] ?? request.headers.host, partner: request.headers['x-stays-microsite'] }),
    );
  });
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let web: Server;
let shell: Server;
let shellUrl: string;

beforeAll(async () => {
  web = fakeWebSite();
  const webUrl = await listen(web);
  shell = createMicrositeShell({ webUrl, frameAncestors: 'https://partner.example.org' }).listen(0, '127.0.0.1');
  await once(shell, 'listening');
  shellUrl = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
});

afterAll(() => {
  shell.close();
  web.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${shellUrl}${path}`, { headers, redirect: 'manual' });

describe('the microsite shell serves the web site in microsite mode', () => {
  it('forwards every page with the partner its link names, and keeps that partner for the visit', async () => {
    const first = await get('/hotels-in-goa?microsite=Lakeside-Travel&checkin=2030-05-01');
    expect(await first.json()).toMatchObject({ url: '/hotels-in-goa?microsite=Lakeside-Travel&checkin=2030-05-01', partner: 'lakeside-travel' });
    expect(first.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly', 'microsite=lakeside-travel; Path=/; HttpOnly; SameSite=Lax']);

    const next = await get('/1067/?checkin=2030-05-01', { cookie: 'session=abc; microsite=lakeside-travel' });
    expect(await next.json()).toMatchObject({ url: '/1067/?checkin=2030-05-01', partner: 'lakeside-travel' });
    expect(next.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly']);
  });

  it('runs the default microsite without a partner, whatever header a visitor sends', async () => {
    const reply = await get('/1067.data', { 'x-stays-microsite': 'someone-else', cookie: 'microsite=../x' });
    expect(await reply.json()).toMatchObject({ url: '/1067.data', partner: 'default' });
  });

  it('/microsite/{name} names the partner and redirects to / (guest-journey §2)', async () => {
    const reply = await get('/microsite/lakeside-travel');
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/');
    expect(reply.headers.getSetCookie()).toContain('microsite=lakeside-travel; Path=/; HttpOnly; SameSite=Lax');
  });

  it('lets the partners frame it, and no one else', async () => {
    const reply = await get('/');
    expect(reply.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors https://partner.example.org; form-action 'self'");
    expect(reply.headers.get('x-frame-options')).toBeNull();
  });

  it('keeps a partner cookie sendable from a cross-site frame over https', async () => {
    const reply = await get('/?microsite=lakeside-travel', { 'x-forwarded-proto': 'https' });
    expect(reply.headers.getSetCookie()).toContain('microsite=lakeside-travel; Path=/; HttpOnly; SameSite=None; Secure');
  });

  it('keeps the host the guest used, so the brand is chosen by it', async () => {
    // fetch() will not send another Host: a plain request, as a browser on homes.localhost:4201 makes it.
    const reply = await new Promise<string>((resolve, reject) => {
      httpGet(`${shellUrl}/`, { headers: { host: 'homes.localhost:4201' } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      }).on('error', reject);
    });
    expect(JSON.parse(reply)).toMatchObject({ host: 'homes.localhost:4201' });
  });
});
