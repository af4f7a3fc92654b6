import type { FastifyServerOptions } from 'fastify';

/** false: silent; true: info to stdout; or a level, optionally with a destination (tests read the lines). */
export type ApiLoggerOption = boolean | { level: string; stream?: { write(line: string): void } };

/** pino options: structured JSON, and never the guest's credentials in a log line. */
export function loggerOptions(logger: ApiLoggerOption | undefined): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  return {
    level: logger === true ? 'info' : logger.level,
    ...(logger !== true && logger.stream ? { stream: logger.stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
}
