import qs from 'qs';
import type { RouteExample } from '../fuzz/mutate-example';

/** The request `app.inject` sends for a route's example: path parameters filled in, the query in bracket form, a JSON body. */
export function exampleRequest(method: string, url: string, example: RouteExample) {
  const path = url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(example.params?.[name] ?? '')));
  const query = example.query ? qs.stringify(example.query) : '';
  const hasBody = example.body !== undefined;
  return {
    method: method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    payload: hasBody ? JSON.stringify(example.body) : undefined,
  };
}
