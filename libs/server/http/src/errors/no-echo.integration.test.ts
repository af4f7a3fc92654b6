import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@stays/api-client';
import { apiOnFixture } from '../testing/api-on-fixture';

// Security issue 17: a 4xx message never quotes the URL's long segments. Found by the fuzz test: an unknown deal name
// and an unknown payment provider were quoted whole in their 404s.
const api = apiOnFixture();

const LONG = `a${'-b1'.repeat(12)}`;

describe('a 404 for a name in the path does not quote the name', () => {
  it.each([
    ['a deal page name', 'GET', `/api/pwa/deals/by-name/${LONG}?brand_name=nivaas`, 'DEAL_NOT_FOUND'],
    ['a payment provider', 'POST', `/api/pwa/payments/webhook/${LONG}`, 'PAYMENT_PROVIDER_NOT_FOUND'],
  ] as const)('%s', async (_case, method, url, code) => {
    const response = await api.app.inject({
      method,
      url,
      payload: method === 'POST' ? '{}' : undefined,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(apiErrorSchema.parse(response.json()).code).toBe(code);
    expect(response.body).not.toContain(LONG.slice(0, 24));
  });
});
