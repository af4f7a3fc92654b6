import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { SqlClient } from '@stays/server-catalogue';
import type { ApiContext } from './api-context';
import { errorHandler, notFoundHandler } from './errors/error-body';
import { loggerOptions, type ApiLoggerOption } from './logger-options';
import { registerBookingRoutes } from './routes/booking-routes';
import { registerCatalogueRoutes } from './routes/catalogue-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerPropertyImageRoute } from './routes/property-image-route';

export interface ApiServerOptions {
  /** Anything that runs SQL: the `Database` of @stays/server-db. */
  database: SqlClient;
  logger?: ApiLoggerOption;
  /** The clock; tests fix it. */
  now?: () => Date;
}

/** The API's Fastify instance with every route registered explicitly; the caller listens (or injects). */
export function buildApiServer(options: ApiServerOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // Bracket names of the spec: available_room_count[checkin]=…, filters[guest_count][min]=…
    routerOptions: { querystringParser: (query) => qs.parse(query, { depth: 4, arrayLimit: 50, parameterLimit: 200 }) },
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  const context: ApiContext = { database: options.database, now: options.now ?? (() => new Date()) };
  registerHealthRoutes(app, context);
  registerPropertyImageRoute(app, context);
  registerCatalogueRoutes(app, context);
  registerBookingRoutes(app, context);
  return app;
}
