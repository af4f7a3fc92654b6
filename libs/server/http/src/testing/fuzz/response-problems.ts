import type { LightMyRequestResponse } from 'fastify';
import type { FuzzRequest } from './route-requests';

/** An echo longer than this of what the client sent (a token, a password, a long id) is a leak. */
const ECHO_LENGTH = 24;

/**
 * What is wrong with an answer, or null: any 5xx; a 4xx whose body is not exactly `{ statusCode, code, message }`
 * with the status it came with; a 400 INVALID_VALUE (input only the database refused); a 4xx that echoes the
 * session's secrets, the query or a long value of the request.
 */
export function responseProblem(request: FuzzRequest, response: LightMyRequestResponse, secrets: readonly string[]): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (!isErrorBody(body)) return `answered ${response.statusCode} with ${response.body.slice(0, 300)}`;
  if (body.statusCode !== response.statusCode) return `answered ${response.statusCode} with statusCode ${body.statusCode}`;
  // The error handler's safety net: the database refused the value, so the route's contract let it through.
  if (body.code === 'INVALID_VALUE') return `reached the database unvalidated: ${body.message}`;
  const echoed = [...secrets, ...longValuesOf(request)].find((value) => value.length >= ECHO_LENGTH && body.message.includes(value));
  if (echoed !== undefined) return `answered ${response.statusCode} echoing ${echoed.slice(0, 60)}…: ${body.message.slice(0, 200)}`;
  return null;
}

function isErrorBody(body: unknown): body is { statusCode: number; code: string; message: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body).sort();
  const { statusCode, code, message } = body as Record<string, unknown>;
  return keys.join() === 'code,message,statusCode' && Number.isInteger(statusCode) && typeof code === 'string' && code !== '' && typeof message === 'string';
}

/** The query as sent, each query value and path segment, and every string of the body: what must not come back. */
function longValuesOf(request: FuzzRequest): string[] {
  const [path = '', query = ''] = request.url.split(/\?(.*)/s);
  // Query names are not secrets: a message names the field it refuses (available_room_count[checkin]: …).
  const values = [query, ...path.split('/'), ...query.split('&').map((pair) => pair.slice(pair.indexOf('=') + 1))].map(safeDecode);
  if (request.payload) values.push(...stringsIn(safeParse(request.payload)));
  return values.filter((value) => value.length >= ECHO_LENGTH);
}

function stringsIn(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 20 || !value || typeof value !== 'object') return [];
  return Object.values(value).flatMap((item: unknown) => stringsIn(item, depth + 1));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
