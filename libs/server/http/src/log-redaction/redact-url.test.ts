import { describe, expect, it } from 'vitest';
import { redactedUrl } from './redact-url';

describe('a request URL as logged', () => {
  it.each([
    ['/api/pwa/wishlist/Wl7code', '/api/pwa/wishlist/[redacted]'],
    ['/api/pwa/wishlist/Wl7code/extra?x=1', '/api/pwa/wishlist/[redacted]/extra?x=1'],
    ['/api/pwa/quotations/Qt5xK9mZ2pLr8vN3bW6yH1cD', '/api/pwa/quotations/[redacted]'],
    ['/api/pwa/sandbox-pay/sbx_order_4f3c', '/api/pwa/sandbox-pay/[redacted]'],
    ['/api/pwa/booking-paid?bookingToken=NV1.tok&order_id=sbx_order_1', '/api/pwa/booking-paid?bookingToken=[redacted]&order_id=[redacted]'],
    ['/api/pwa/generateByPhone?phone=98&country_code=%2B91', '/api/pwa/generateByPhone?phone=[redacted]&country_code=[redacted]'],
    ['/api/pwa/x?filters%5Bemail%5D=a%40b', '/api/pwa/x?filters%5Bemail%5D=[redacted]'],
    ['/api/pwa/slVerified?state=abc&code=def', '/api/pwa/slVerified?state=[redacted]&code=[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });

  it.each(['/api/pwa/wishlist', '/api/pwa/quotations', '/api/pwa/hotels/101?available_room_count[checkin]=2026-03-12', '/api/pwa/search?page=2'])(
    'keeps %s as it is',
    (url) => {
      expect(redactedUrl(url)).toBe(url);
    },
  );
});
