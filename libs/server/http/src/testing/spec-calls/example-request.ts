import qs from 'qs';
import type { SpecRequest } from './spec-call';

/** The request `app.inject` sends for a route's example: path parameters filled in, the query in bracket form, a JSON body. */
export function exampleRequest(method: string, url: string, example: SpecRequest) {
  const path = url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(example.params?.[name] ?? '')));
  const query = example.query ? qs.stringify(example.query) : '';
  const target = query ? `${path}?${query}` : path;
  if (example.raw) return { method: method as 'GET', url: target, headers: { 'content-type': example.raw.contentType }, payload: example.raw.payload };
  const hasBody = example.body !== undefined;
  return {
    method: method as 'GET',
    url: target,
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    payload: hasBody ? JSON.stringify(example.body) : undefined,
  };
}
