import type { z } from 'zod';
import { toQueryString } from './query-string';

/**
 * A reply's contract, loaded (`import()`) when the reply arrives: the contracts and zod then stay out of the
 * JavaScript a page loads up front, and every reply is still parsed with its contract.
 */
export type ReplySchema<T> = () => Promise<z.ZodType<T>>;

export interface ApiClientOptions {
  /** Origin the API is reached on; '' in the browser (same origin), the API's address on the server. */
  baseUrl: string;
  /** The guest's locale, sent as `locale` on every call when set (spec accounts-commerce §7). */
  locale?: string;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  /** Told of every refused call before it is thrown: the browser signs the guest out on a 401 (accounts-commerce §4). */
  onFailure?: (error: ApiRequestError) => void;
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

/** The error of a non-OK answer (the API's `{ statusCode, code, message }` when it sent one), reported to onFailure. */
export async function refusal(options: ApiClientOptions, response: Response, body: unknown): Promise<ApiRequestError> {
  const { apiErrorSchema } = await import('../contracts/common');
  const parsed = apiErrorSchema.safeParse(body);
  const error = parsed.success
    ? new ApiRequestError(parsed.data.statusCode, parsed.data.code, parsed.data.message)
    : new ApiRequestError(response.status, 'HTTP_ERROR', response.statusText || 'request failed');
  options.onFailure?.(error);
  return error;
}

export async function getJson<T>(
  options: ApiClientOptions,
  path: string,
  query: Record<string, unknown>,
  schema: ReplySchema<T>,
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
  if (!response.ok) throw await refusal(options, response, body);
  return (await schema()).parse(body);
}
