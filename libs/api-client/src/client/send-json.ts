import type { z } from 'zod';
import { refusal, type ApiClientOptions } from './http';
import { toQueryString } from './query-string';

/** A state-changing call: JSON body out, the reply parsed with the call's contract, failures as ApiRequestError. */
export async function sendJson<T>(
  options: ApiClientOptions,
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  request: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const search = options.locale ? toQueryString({ locale: options.locale }) : '';
  const fetchImpl = options.fetch ?? fetch;
  const response = await fetchImpl(`${options.baseUrl}${path}${search ? `?${search}` : ''}`, {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...options.headers, ...request.headers },
    body: JSON.stringify(body),
    signal: request.signal,
  });
  const reply: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusal(options, response, reply);
  return schema.parse(reply);
}
