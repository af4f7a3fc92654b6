import type { ApiClientOptions } from '@stays/api-client';
import { guestAddress } from './guest-address.server';

/**
 * Loaders reach the API directly (API_URL); the browser goes through this server's /api/pwa/* instead. The
 * guest's address goes along as X-Forwarded-For (the API trusts it from loopback only).
 */
export function serverApi(locale: string): ApiClientOptions {
  const address = guestAddress();
  return { baseUrl: process.env.API_URL ?? 'http://127.0.0.1:4300', locale, ...(address ? { headers: { 'x-forwarded-for': address } } : {}) };
}
