import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import qs from 'qs';
import { MISSING, hostileHeaders, hostileRawBodies, hostileRawQueries, hostileRawSegments } from './hostile-values';
import { mutatedExampleArbitrary, type RouteExample } from './mutate-example';
import { percentEncode } from './percent-encoding';
import { requestJsonSchema, schemaArbitrary, type Generation, type JsonSchema } from './schema-arbitrary';

/** A route as the app registered it, with the JSON Schema of each request part its zod contract validates. */
export interface RouteContract {
  method: string;
  url: string;
  params: JsonSchema | null;
  querystring: JsonSchema | null;
  body: JsonSchema | null;
  headers: JsonSchema | null;
}

/** One generated request: what `app.inject` sends (the caller adds the client's address and any session). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export function routeContract(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): RouteContract[] {
  const methods = [route.method].flat();
  const schema: Record<string, unknown> = { ...route.schema };
  return methods.map((method) => ({
    method,
    url: route.url,
    params: requestJsonSchema(schema['params']),
    querystring: requestJsonSchema(schema['querystring']),
    body: requestJsonSchema(schema['body']),
    headers: requestJsonSchema(schema['headers']),
  }));
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const anything: JsonSchema = { type: 'object', properties: { a: {}, id: {}, code: {}, amount: {} } };

interface Body {
  payload: string;
  contentType: string;
}

/**
 * Requests for one route: from its contract (every part generated from its JSON Schema) and, when the route has
 * examples, from a known-good request with a few fields changed; then, unless the generation is clean, sometimes a
 * broken path segment, query fragment or body in place of the generated one.
 */
export function routeRequestArbitrary(route: RouteContract, generation: Generation, examples: readonly RouteExample[] = []): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const fromContract = fc.record({
    params: fc.tuple(...names.map((name) => schemaArbitrary(route.params?.properties?.[name] ?? { type: 'string' }, generation, name))),
    query: route.querystring ? schemaArbitrary(route.querystring, generation) : fc.constant(undefined),
    body: BODY_METHODS.has(route.method) ? schemaArbitrary(route.body ?? anything, generation) : fc.constant(undefined),
  });
  const fromExample = () =>
    mutatedExampleArbitrary(examples, generation).map((example) => ({
      params: names.map((name) => example.params?.[name]),
      query: example.query,
      body: example.body,
    }));
  const parts = examples.length > 0 ? fc.oneof({ weight: 1, arbitrary: fromContract }, { weight: 2, arbitrary: fromExample() }) : fromContract;
  const hostile = generation.hostility > 0;
  const rawSegment = hostile
    ? fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...hostileRawSegments) })
    : fc.constant(null);
  const rawQuery = hostile
    ? fc.oneof({ weight: 10, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...hostileRawQueries) })
    : fc.constant(null);
  const rawBody = hostile
    ? fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...hostileRawBodies) })
    : fc.constant(null);
  const headers = route.headers ? headersArbitrary(route.headers, generation) : fc.constant({});
  const rawHeaders = hostile
    ? fc.oneof({ weight: 8, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.constantFrom(...hostileHeaders) })
    : fc.constant({});
  return fc.record({ parts, rawSegment, rawQuery, rawBody, headers, rawHeaders, segmentIndex: fc.nat() }).map((generated) => {
    const segments = generated.parts.params.map((value) => percentEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')) || 'x');
    if (generated.rawSegment !== null && segments.length > 0) segments[generated.segmentIndex % segments.length] = generated.rawSegment;
    let path = route.url;
    names.forEach((name, index) => (path = path.replace(`:${name}`, segments[index] ?? 'x')));
    const search = [generated.parts.query === undefined ? '' : queryString(generated.parts.query), generated.rawQuery ?? '']
      .filter((part) => part !== '')
      .join('&');
    const request: FuzzRequest = { method: route.method, url: search ? `${path}?${search}` : path, headers: { ...generated.rawHeaders, ...generated.headers } };
    const body: Body | null = BODY_METHODS.has(route.method)
      ? (generated.rawBody ?? { payload: JSON.stringify(generated.parts.body) ?? 'null', contentType: 'application/json' })
      : null;
    if (body) {
      request.payload = body.payload;
      request.headers['content-type'] = body.contentType;
    }
    return request;
  });
}

function queryString(value: unknown): string {
  if (value === MISSING) return '';
  if (value === null || typeof value !== 'object') return `q=${percentEncode(String(value))}`;
  return qs.stringify(value, { encoder: (text: unknown) => percentEncode(String(text)) });
}

// Header values are what Node lets a client send (visible ASCII): control characters never reach the API.
function headersArbitrary(schema: JsonSchema, generation: Generation): fc.Arbitrary<Record<string, string>> {
  const names = Object.keys(schema.properties ?? {});
  const plain = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'), minLength: 8, maxLength: 64 });
  const value =
    generation.hostility === 0
      ? plain
      : fc.oneof({ weight: 8, arbitrary: plain }, { weight: 1, arbitrary: fc.constantFrom('', 'short', 'k'.repeat(201), 'k'.repeat(5000), '%00%ED%A0%80') });
  return fc.tuple(...names.map(() => fc.option(value, { freq: generation.hostility === 0 ? 1000 : 8 }))).map((values) => {
    const headers: Record<string, string> = {};
    names.forEach((name, index) => {
      const header = values[index];
      if (header !== null && header !== undefined) headers[name] = header;
    });
    return headers;
  });
}
