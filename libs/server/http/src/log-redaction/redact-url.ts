import { bookingRoutes, paymentRoutes, wishlistRoutes } from '@stays/api-client';

const CENSOR = '[redacted]';

/**
 * Query parameters whose values are personal or open something (phones, e-mails, OTPs, tokens, the sandbox's order
 * ids, which address a hosted payment page): logged as [redacted].
 */
const SECRET_QUERY_NAMES = /phone|mobile|email|^to$|otp|code|token|password|secret|credential|^state$|order_id|quotation|wishlist/i;

/** Routes whose path parameter is a bearer code: whoever holds the URL sees the shared wishlist, the quotation, the payment page. */
const BEARER_PATH_ROUTES = [wishlistRoutes.sharedWishlist, bookingRoutes.quotation, paymentRoutes.sandboxPay];

/** `/api/pwa/wishlist/:wishlistCode` → a pattern whose groups are the text around the code. */
const BEARER_PATHS = BEARER_PATH_ROUTES.map((route) => {
  const [before = '', after = ''] = route.split(/:[A-Za-z]+/);
  return new RegExp(`^(${escapeRegExp(before)})[^/?#]+(${escapeRegExp(after)})`);
});

/** A request URL as it may be logged: bearer codes in its path and secret query values replaced by [redacted]. */
export function redactedUrl(url: string): string {
  const index = url.indexOf('?');
  const path = redactedPath(index === -1 ? url : url.slice(0, index));
  return index === -1 ? path : `${path}?${redactedQuery(url.slice(index + 1))}`;
}

function redactedPath(path: string): string {
  for (const pattern of BEARER_PATHS) {
    if (pattern.test(path)) return path.replace(pattern, `$1${CENSOR}$2`);
  }
  return path;
}

function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is kept as it came
      }
      return value !== undefined && SECRET_QUERY_NAMES.test(decoded) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
