import type { FastifyServerOptions } from 'fastify';
import { errorForLog } from './log-redaction/redact-error';
import { redactedUrl } from './log-redaction/redact-url';

/** false: silent; true: info to stdout; or a level, optionally with a destination (tests read the lines). */
export type ApiLoggerOption = boolean | { level: string; stream?: { write(line: string): void } };

/**
 * pino options: structured JSON, and never the guest's credentials or personal data in a log line (redacted
 * headers, URLs without bearer codes or secret query values, database errors without their values).
 */
export function loggerOptions(logger: ApiLoggerOption | undefined): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  return {
    level: logger === true ? 'info' : logger.level,
    ...(logger !== true && logger.stream ? { stream: logger.stream } : {}),
    serializers: { req: requestForLog, err: errorForLog },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** pino's request line without the path codes and query values that identify a guest or open what is theirs. */
function requestForLog(request: LoggedRequest): Record<string, unknown> {
  return { method: request.method, url: redactedUrl(request.url), host: request.host, remoteAddress: request.ip };
}
