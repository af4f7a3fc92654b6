import type { FastifyRequest } from 'fastify';
import { ServiceError } from '@stays/server-core';

/** A UTF-16 surrogate without its pair, which UTF-8 cannot encode. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL, which PostgreSQL's text cannot hold, or a lone surrogate. */
function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * A preValidation hook: refuses with 400 INVALID_CHARACTER any path parameter, query value or body string (names
 * too) holding text PostgreSQL cannot store, before a schema or the database sees it. Otherwise the database
 * refuses a NUL with an error (a 500), and the driver silently turns a lone surrogate into U+FFFD.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const field = unstorableField(value);
    if (field !== null) {
      throw new ServiceError(
        400,
        'INVALID_CHARACTER',
        `${field || part}: contains a character that cannot be stored (a NUL, or half of a UTF-16 surrogate pair)`,
      );
    }
  }
}

/** The first field (`user[first_name]`; '' for the value itself) holding unstorable text, else null. */
function unstorableField(root: unknown): string | null {
  const pending: { value: unknown; name: string }[] = [{ value: root, name: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, name } = item;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return name;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (isUnstorable(key)) return name;
        pending.push({ value: child, name: name ? `${name}[${key}]` : key });
      }
    }
  }
  return null;
}
