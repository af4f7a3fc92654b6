import { ServiceError } from '@stays/server-core';
import type { HotelUpdateProxyConfig } from './hotel-update-proxy-config';

export interface ForwardedReply {
  statusCode: number;
  body: string;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ServiceError(502, 'PROXY_UPSTREAM_TOO_LARGE', `the upstream answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One call to a configured upstream host: the method and JSON body passed through, no cookie or token of the guest,
 * redirects answered 502 rather than followed, a time limit (504) and a size limit (502); only a JSON answer is passed
 * back, so nothing else is ever served from our origin.
 */
export async function forwardUpstream(url: URL, method: string, body: string | undefined, config: HotelUpdateProxyConfig): Promise<ForwardedReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs),
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new ServiceError(504, 'PROXY_UPSTREAM_TIMEOUT', `the upstream host did not answer within ${config.timeoutMs} ms`);
    throw new ServiceError(502, 'PROXY_UPSTREAM_UNREACHABLE', 'the upstream host could not be reached');
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new ServiceError(502, 'PROXY_UPSTREAM_REDIRECT', 'the upstream host answered with a redirect, which the proxy does not follow');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) {
    await response.body?.cancel();
    throw new ServiceError(502, 'PROXY_UPSTREAM_NOT_JSON', 'the upstream host did not answer JSON');
  }
  try {
    return { statusCode: response.status, body: await readCapped(response, config.maxResponseBytes) };
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new ServiceError(504, 'PROXY_UPSTREAM_TIMEOUT', `the upstream host did not answer within ${config.timeoutMs} ms`);
    throw new ServiceError(502, 'PROXY_UPSTREAM_UNREACHABLE', 'the upstream answer broke off');
  }
}
