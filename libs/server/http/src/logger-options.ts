import type { FastifyServerOptions } from 'fastify';

/** false: silent; true: info to stdout; or a level, optionally with a destination (tests read the lines). */
export type ApiLoggerOption = boolean | { level: string; stream?: { write(line: string): void } };

/** pino options: structured JSON, and never the guest's credentials in a log line. */
export function loggerOptions(logger: ApiLoggerOption | undefined): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  return {
    level: logger === true ? 'info' : logger.level,
    ...(logger !== true && logger.stream ? { stream: logger.stream } : {}),
    serializers: { req: requestForLog },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
}

/** Query parameters whose values are personal or secret (phones, e-mails, OTPs, tokens): logged as [redacted]. */
const SECRET_QUERY_NAMES = /phone|mobile|email|^to$|otp|code|token|password|secret|credential/i;

export function redactedUrl(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const query = url
    .slice(index + 1)
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is kept as it came
      }
      return value !== undefined && SECRET_QUERY_NAMES.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, index)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** pino's request line without the query values that identify a guest or open their account. */
function requestForLog(request: LoggedRequest): Record<string, unknown> {
  return { method: request.method, url: redactedUrl(request.url), host: request.host, remoteAddress: request.ip };
}
