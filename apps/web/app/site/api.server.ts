import type { ApiClientOptions } from '@stays/api-client';

/** Loaders reach the API directly (API_URL); the browser goes through this server's /api/pwa/* instead. */
export function serverApi(locale: string): ApiClientOptions {
  return { baseUrl: process.env.API_URL ?? 'http://127.0.0.1:4300', locale };
}
