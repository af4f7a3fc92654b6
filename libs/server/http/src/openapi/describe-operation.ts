import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@stays/api-client';
import { callGroupOf } from './call-groups';

const errorResponse = apiErrorSchema.describe('The error body of every refusal: `{ statusCode, code, message }`.');

/** The schemas the document names as components (`#/components/schemas/<id>`) instead of repeating them. */
export const documentSchemas = z.registry<{ id: string }>();
documentSchemas.add(errorResponse, { id: 'ApiError' });

/**
 * A route's schema as the document shows it: tagged with its call group (unless it names its own `tags`), and with the API's error body as the
 * answer of every status the route does not describe itself (the route's own schema is not changed).
 */
export function describeOperation(url: string, schema: FastifySchema | undefined): FastifySchema {
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  const refusal = {
    description: 'A refusal: 4xx for the request (a 429 says when to come back in `Retry-After`), 5xx for the service.',
    content: { 'application/json': { schema: errorResponse } },
  };
  return { ...schema, tags: schema?.tags ?? [callGroupOf(url)], response: { ...response, default: refusal } };
}
