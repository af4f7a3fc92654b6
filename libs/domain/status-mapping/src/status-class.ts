/** "Status class for tracking: 5xx is 'API server side error', 4xx is 'API client side error'" (guest-journey §8). */
const STATUS_CLASS_TEXTS = {
  server: 'API server side error',
  client: 'API client side error',
} as const;

/** The tracking class of an HTTP status; null outside 400–599. */
export function statusClassText(statusCode: number): string | null {
  if (statusCode >= 500 && statusCode <= 599) return STATUS_CLASS_TEXTS.server;
  if (statusCode >= 400 && statusCode <= 499) return STATUS_CLASS_TEXTS.client;
  return null;
}

/** "Dynamic import failures: status 404 'import condition failed', status 500 'error in import'". */
export const DYNAMIC_IMPORT_FAILURES = {
  404: 'import condition failed',
  500: 'error in import',
} as const;

/** A 401 on any call clears a stored cookie and signs the user out (guest-journey §7, accounts-commerce §8). */
export function requiresSignOut(statusCode: number): boolean {
  return statusCode === 401;
}
