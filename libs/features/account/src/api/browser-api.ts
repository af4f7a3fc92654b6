import type { ApiClientOptions } from '@stays/api-client';
import { signOutWhenSessionEnded } from '../session/session-ended';

/**
 * In the browser the API is this site's /api/pwa/* (same origin: the session cookie goes along). Every call made
 * with these options signs the guest out when it is answered 401 (the one place of that rule).
 */
export function browserApi(locale: string): ApiClientOptions {
  return { baseUrl: '', locale, onFailure: (error) => signOutWhenSessionEnded(error) };
}
