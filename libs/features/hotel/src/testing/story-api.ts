import type { ApiClientOptions, CouponQuote, TooltipInfo } from '@stays/api-client';

/** WELCOME10 on two nights of the Deluxe Double: 10 % off ₹4,400, tax added on the rest. */
const welcomeQuote: CouponQuote = {
  code: 'WELCOME10',
  description: '10% off your first stay',
  discount_type: 'percentage',
  discount_value: 10,
  currency_code: 'INR',
  price_before_coupon: 440_000,
  discount_amount: 44_000,
  price_after_coupon: 396_000,
  total_before_coupon: 492_800,
  taxes_after_coupon: 47_500,
  total_after_coupon: 443_500,
  room_category_id: 1,
};

const tooltip = (categoryId: number): TooltipInfo => ({
  hotel_id: 1234,
  category_id: categoryId,
  tax: { clusivity: 'exclusive', rate_percent: 12 },
  slasher: { max_discount_percentage: 21 },
  wizard_discount: { percentage: 10 },
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A reply after `ms`, or the abort a real fetch gives when its caller gives up first. */
function later(ms: number, signal: AbortSignal | null | undefined, reply: () => Response): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(reply()), ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The call was aborted', 'AbortError'));
    });
  });
}

/**
 * The API a hotel story talks to: the price tooltips, and coupons (WELCOME10 applies, any other code is refused as the
 * server refuses it). Other calls (the availability calendar) stay on their way.
 */
export const storyHotelApi: ApiClientOptions = {
  baseUrl: '',
  fetch: (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.includes('/tooltipinfo/')) return json(200, tooltip(Number(url.searchParams.get('category_id'))));
    if (url.pathname.endsWith('/validatecoupon')) {
      const { code } = JSON.parse(String(init?.body ?? '{}')) as { code?: string };
      // Slow enough to see the box checking the code.
      return later(800, init?.signal, () =>
        code?.toUpperCase() === welcomeQuote.code
          ? json(200, welcomeQuote)
          : json(422, { statusCode: 422, code: 'COUPON_NOT_APPLICABLE', message: 'This coupon is for stays of three nights or more.' }),
      );
    }
    return new Promise<Response>(() => undefined);
  }) as typeof fetch,
};
