import { refusal, type ApiClientOptions, type ReplySchema } from './http';
import { toQueryString } from './query-string';

/** A state-changing call: JSON body out, the reply parsed with the call's contract, failures as ApiRequestError. */
export async function sendJson<T>(
  options: ApiClientOptions,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  schema: ReplySchema<T>,
  request: { headers?: Record<string, string>; signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<T> {
  const search = options.locale ? toQueryString({ locale: options.locale }) : '';
  const fetchImpl = options.fetch ?? fetch;
  const response = await fetchImpl(`${options.baseUrl}${path}${search ? `?${search}` : ''}`, {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...options.headers, ...request.headers },
    body: JSON.stringify(body),
    signal: request.signal,
    ...(request.keepalive ? { keepalive: true } : {}),
  });
  const reply: unknown = await response.json().catch(() => null);
  if (!response.ok) throw await refusal(options, response, reply);
  return (await schema()).parse(reply);
}
