import type { z } from 'zod';
import { apiErrorSchema } from '../contracts/common';
import { toQueryString } from './query-string';

export interface ApiClientOptions {
  /** Origin the API is reached on; '' in the browser (same origin), the API's address on the server. */
  baseUrl: string;
  /** The guest's locale, sent as `locale` on every call when set (spec accounts-commerce §7). */
  locale?: string;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

/** A non-OK answer, carrying the API's `{ statusCode, code, message }`. */
export class ApiRequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}


export async function getJson<T>(
  options: ApiClientOptions,
  path: string,
  query: Record<string, unknown>,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const fullQuery = options.locale ? { ...query, locale: options.locale } : query;
  const search = toQueryString(fullQuery);
  const url = `${options.baseUrl}${path}${search ? `?${search}` : ''}`;
  const fetchImpl = options.fetch ?? fetch;
  const response = await fetchImpl(url, {
    credentials: 'include',
    headers: { accept: 'application/json', ...options.headers },
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(body);
    if (error.success) throw new ApiRequestError(error.data.statusCode, error.data.code, error.data.message);
    throw new ApiRequestError(response.status, 'HTTP_ERROR', response.statusText || 'request failed');
  }
  return schema.parse(body);
}
