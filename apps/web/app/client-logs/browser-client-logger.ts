import { parse } from 'cookie';
import { clientLogRoutes } from '@stays/api-client';
import { COOKIES } from '@stays/brand-config';
import type { SiteContext } from '../site/site-context';
import { trackingPageTypeOf } from '../tracking/page-events';
import { createClientLogger, type ClientLogger, type ClientLogLevel } from './client-logger';
import { postBeacon } from './post-beacon';

let logger: ClientLogger | null = null;

/** The build the page runs: React Router's manifest version (absent in development). */
function release(): string | undefined {
  const version = (window as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest?.version;
  return typeof version === 'string' && /^[\w.-]{1,64}$/.test(version) ? version : undefined;
}

function deviceId(): string | undefined {
  const device = parse(document.cookie)[COOKIES.fingerprint.name];
  return device && /^[\w-]{8,64}$/.test(device) ? device : undefined;
}

function errorText(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  return { message: typeof reason === 'string' ? reason : 'a value that is not an Error' };
}

/**
 * Starts the page's client log once (browser only): uncaught errors and unhandled promise rejections are logged, and
 * the queue is sent as the page is hidden or unloads. Answers the logger.
 */
export function startClientLogging(site: SiteContext): ClientLogger {
  if (logger) return logger;
  const started = createClientLogger({
    context: () => {
      const route = window.location.pathname.slice(0, 300);
      return { route, page_type: trackingPageTypeOf(route), brand: site.brandId, release: release(), device_id: deviceId() };
    },
    now: () => new Date(),
    post: (entries) => postBeacon(clientLogRoutes.clientLogs, { entries }),
  });
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image) is not a script error.
    if (!(event instanceof ErrorEvent)) return;
    const { message, stack } = event.error ? errorText(event.error) : { message: event.message, stack: undefined };
    started.log('error', message, stack);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const { message, stack } = errorText(event.reason);
    started.log('error', `Unhandled rejection: ${message}`, stack);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') started.flush();
  });
  window.addEventListener('pagehide', () => started.flush());
  logger = started;
  return started;
}

/** Logs a problem the page handled itself (a refused analytics batch, a route that failed to render). */
export function reportClientProblem(level: ClientLogLevel, problem: unknown, detail?: Record<string, unknown>): void {
  if (!logger) return;
  const { message, stack } = errorText(problem);
  const details = detail ? ` ${JSON.stringify(detail)}` : '';
  logger.log(level, `${message}${details}`, stack);
}
