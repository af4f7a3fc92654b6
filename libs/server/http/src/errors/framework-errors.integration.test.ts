import { describe, expect, it } from 'vitest';
import { apiOnFixture } from '../testing/api-on-fixture';

// Security issue 17: the router's and body parser's own refusals answered Fastify's body ({ error, code, message,
// statusCode }), and the 414 of an over-long id echoed the whole URL, query tokens included.
const api = apiOnFixture();

const SECRET = 'secret-session-token-0123456789abcdef';

async function refused(request: { method?: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> }) {
  const response = await api.app.inject({ method: request.method ?? 'GET', url: request.url, payload: request.payload, headers: request.headers });
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort(), response.body).toEqual(['code', 'message', 'statusCode']);
  expect(body['statusCode']).toBe(response.statusCode);
  return { status: response.statusCode, code: body['code'], message: String(body['message']), raw: response.body };
}

describe('the router and the body parser answer { statusCode, code, message } and echo nothing', () => {
  it('a path that is not valid percent-encoded UTF-8 (a lone surrogate) is a 400 BAD_URL', async () => {
    for (const url of ['/api/pwa/hotels/%ED%A0%80', '/api/pwa/booking/%E0%A4', `/api/pwa/hotels/%FF?token=${SECRET}`]) {
      const answer = await refused({ url });
      expect([answer.status, answer.code], url).toEqual([400, 'BAD_URL']);
      expect(answer.raw).not.toContain('%');
      expect(answer.raw).not.toContain(SECRET);
    }
  });

  it('an over-long id is a 414 URL_TOO_LONG that shows neither the id nor the query', async () => {
    const longId = '9'.repeat(300);
    const answer = await refused({ url: `/api/pwa/hotels/${longId}?token=${SECRET}` });
    expect([answer.status, answer.code]).toEqual([414, 'URL_TOO_LONG']);
    expect(answer.raw).not.toContain('9'.repeat(24));
    expect(answer.raw).not.toContain(SECRET);
  });

  it('a path no route has is a 404 naming the path without its query or its long segments', async () => {
    const answer = await refused({ url: `/api/pwa/nothing/${'x'.repeat(80)}/here?token=${SECRET}` });
    expect([answer.status, answer.code]).toEqual([404, 'NOT_FOUND']);
    expect(answer.message).toContain('/api/pwa/nothing/');
    expect(answer.raw).not.toContain('x'.repeat(24));
    expect(answer.raw).not.toContain(SECRET);
  });

  it('a body that is not JSON, or of a type no route reads, is refused without echoing it', async () => {
    const notJson = await refused({
      method: 'POST',
      url: '/api/pwa/userSignIn',
      payload: `{"password":"${SECRET}"`,
      headers: { 'content-type': 'application/json' },
    });
    expect([notJson.status, notJson.code]).toEqual([400, 'INVALID_JSON']);
    const xml = await refused({
      method: 'POST',
      url: '/api/pwa/userSignIn',
      payload: `<password>${SECRET}</password>`,
      headers: { 'content-type': `application/${SECRET}` },
    });
    expect([xml.status, xml.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    for (const answer of [notJson, xml]) expect(answer.raw).not.toContain(SECRET);
  });
});
