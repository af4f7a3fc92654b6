import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@stays/api-client';
import { isNotificationsUnavailable } from '@stays/server-notifications';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { isServiceError } from '@stays/server-core';

const NOTIFICATIONS_RETRY_AFTER_SECONDS = 60;

/** The longest path parameter the router takes (Fastify's maxParamLength); a longer one is a 414. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Fastify's own refusals, in our words: their messages quote the URL (query tokens too), the content type or the body.
 */
const FRAMEWORK_ERRORS: Readonly<Record<string, Omit<ApiError, 'statusCode'>>> = {
  FST_ERR_BAD_URL: { code: 'BAD_URL', message: 'the URL is not valid: a percent-encoded part of it is not UTF-8' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URL_TOO_LONG', message: `a part of the URL's path is longer than ${MAX_PARAM_LENGTH} characters` },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'this call does not read a body of that content-type: send application/json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'the body is empty but its content-type says JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'the body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'the body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_CONTENT_LENGTH', message: 'the body does not have the length its Content-Length says' },
};

/**
 * SQLSTATEs of data PostgreSQL refuses: text that is not a number or a date, a number or date out of range, a
 * character it cannot store, text too long for its column. Reaching the database with such input means a contract
 * let it through; the client still gets a 400, and the log a warning.
 */
const DATA_EXCEPTIONS = new Set(['22P02', '22003', '22021', '22P05', '22007', '22008', '22001']);
const INVALID_VALUE: ApiError = { statusCode: 400, code: 'INVALID_VALUE', message: 'a value of the request is not one the service can store or read' };

/** The one failure body of the API: `{ statusCode, code, message }`, never a stack. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body = toErrorBody(error);
  if (body.code === 'DATABASE_UNAVAILABLE' || body.code === 'NOTIFICATIONS_UNAVAILABLE') {
    request.log.warn({ code: body.code, cause: (error.cause as { message?: string } | undefined)?.message }, body.message);
    void reply.header('retry-after', String(body.code === 'DATABASE_UNAVAILABLE' ? DATABASE_RETRY_AFTER_SECONDS : NOTIFICATIONS_RETRY_AFTER_SECONDS));
  } else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else if (body.code === INVALID_VALUE.code) request.log.warn({ err: error }, 'the database refused a value of the request: its contract should have');
  else request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
  void reply.status(body.statusCode).send(body);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  const body: ApiError = { statusCode: 404, code: 'NOT_FOUND', message: `no route for ${request.method} ${pathForMessage(request.url)}` };
  void reply.status(404).send(body);
}

export function toErrorBody(error: FastifyError): ApiError {
  if (isServiceError(error)) return { statusCode: error.statusCode, code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = fieldName(error.validationContext, issue?.instancePath ?? '');
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: `${field}: ${issue?.message ?? 'invalid value'}` };
  }
  if (isDatabaseUnavailable(error)) {
    return { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'The service is briefly unavailable: try again in a few seconds.' };
  }
  if (isNotificationsUnavailable(error)) {
    return { statusCode: 503, code: 'NOTIFICATIONS_UNAVAILABLE', message: 'The message could not be sent just now: try again in a minute.' };
  }
  if (isDataException(error)) return INVALID_VALUE;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = FRAMEWORK_ERRORS[error.code];
    return { statusCode: status, ...(known ?? { code: 'BAD_REQUEST', message: STATUS_CODES[status] ?? 'the request is not valid' }) };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'something went wrong' };
}

/** `/available_room_count/checkin` → `available_room_count[checkin]`, the name the query uses. */
function fieldName(context: string | undefined, instancePath: string): string {
  const [first, ...rest] = instancePath.split('/').filter(Boolean);
  if (!first) return context ?? 'request';
  return `${first}${rest.map((segment) => `[${segment}]`).join('')}`;
}

/** The path without its query, each long segment cut short: a 404 names the call, never the tokens or ids it carried. */
function pathForMessage(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (segment.length > 20 ? `${segment.slice(0, 8)}…` : segment))
    .join('/');
}

/** A database error of DATA_EXCEPTIONS, thrown as it is or wrapped (as the cause of the query builder's error). */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && DATA_EXCEPTIONS.has(code)) return true;
  }
  return false;
}
