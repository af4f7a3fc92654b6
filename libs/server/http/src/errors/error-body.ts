import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@stays/api-client';
import { isNotificationsUnavailable } from '@stays/server-notifications';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { isServiceError } from '@stays/server-core';

const NOTIFICATIONS_RETRY_AFTER_SECONDS = 60;

/** The one failure body of the API: `{ statusCode, code, message }`, never a stack. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body = toErrorBody(error);
  if (body.code === 'DATABASE_UNAVAILABLE' || body.code === 'NOTIFICATIONS_UNAVAILABLE') {
    request.log.warn({ code: body.code, cause: (error.cause as { message?: string } | undefined)?.message }, body.message);
    void reply.header('retry-after', String(body.code === 'DATABASE_UNAVAILABLE' ? DATABASE_RETRY_AFTER_SECONDS : NOTIFICATIONS_RETRY_AFTER_SECONDS));
  } else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
  void reply.status(body.statusCode).send(body);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  const body: ApiError = { statusCode: 404, code: 'NOT_FOUND', message: `no route for ${request.method} ${request.url.split('?')[0]}` };
  void reply.status(404).send(body);
}

function toErrorBody(error: FastifyError): ApiError {
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
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed URL, unsupported media type, body too large…).
    return { statusCode: status, code: error.code ?? 'BAD_REQUEST', message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'something went wrong' };
}

/** `/available_room_count/checkin` → `available_room_count[checkin]`, the name the query uses. */
function fieldName(context: string | undefined, instancePath: string): string {
  const [first, ...rest] = instancePath.split('/').filter(Boolean);
  if (!first) return context ?? 'request';
  return `${first}${rest.map((segment) => `[${segment}]`).join('')}`;
}
