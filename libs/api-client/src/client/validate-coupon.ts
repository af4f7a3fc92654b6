import { CSRF_HEADER } from '../contracts/account-routes';
import type { CouponQuote, ValidateCouponBody } from '../contracts/coupon';
import { apiRoutes } from '../routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST validatecoupon for the signed-in guest: the session cookie goes with it, the anti-forgery token in its header. */
export function validateCoupon(options: ApiClientOptions, body: ValidateCouponBody, csrfToken: string, signal?: AbortSignal): Promise<CouponQuote> {
  return sendJson(options, 'POST', apiRoutes.validateCoupon, body, () => import('../contracts/coupon').then((contract) => contract.couponQuoteSchema), {
    headers: { [CSRF_HEADER]: csrfToken },
    signal,
  });
}
