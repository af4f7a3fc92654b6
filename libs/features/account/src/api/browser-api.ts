import type { ApiClientOptions } from '@stays/api-client';

/** In the browser the API is this site's /api/pwa/* (same origin: the session cookie goes along). */
export function browserApi(locale: string): ApiClientOptions {
  return { baseUrl: '', locale };
}
