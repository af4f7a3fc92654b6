import type { FastifyServerOptions } from 'fastify';

export type ApiLoggerOption = boolean | { level: string };

/** pino options: structured JSON, and never the guest's credentials in a log line. */
export function loggerOptions(logger: ApiLoggerOption | undefined): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  return {
    level: logger === true ? 'info' : logger.level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
}
