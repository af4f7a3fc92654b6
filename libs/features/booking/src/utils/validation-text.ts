import type { IntlShape } from 'react-intl';
import type { ZodError } from 'zod';
import { messageById } from '@stays/validation';

/** The first message per field of a failed @stays/validation schema, translated (issues carry message ids). */
export function fieldErrors(error: ZodError, intl: IntlShape): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    const descriptor = messageById(issue.message);
    errors[field] = descriptor ? intl.formatMessage(descriptor) : issue.message;
  }
  return errors;
}
