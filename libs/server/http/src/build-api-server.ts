import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import qs from 'qs';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { readAccountsConfig, type AccountsConfig } from '@stays/server-accounts';
import { guardedNotifications, outboxNotifications, type NotificationPort } from '@stays/server-notifications';
import type { ApiContext } from './api-context';
import { MAX_PARAM_LENGTH, errorHandler, notFoundHandler } from './errors/error-body';
import { rejectUnstorableText } from './input/reject-unstorable-text';
import { loggerOptions, type ApiLoggerOption } from './logger-options';
import { OneLineLogController } from './one-line-log-controller';
import { registerAccountRoutes } from './routes/account-routes';
import { registerAnalyticsRoutes, registerDevAnalyticsRoute } from './routes/analytics-routes';
import { registerStaffDashboardRoutes } from './routes/staff-dashboard-routes';
import { registerClientLogRoutes } from './routes/client-log-routes';
import { registerBookingRoutes } from './routes/booking-routes';
import { registerBookingModificationRoutes } from './routes/booking-modification-routes';
import { registerDevCompleteStayRoute, registerStayFeedbackRoutes } from './routes/stay-feedback-routes';
import { registerDevOutboxRoute } from './routes/dev-outbox-route';
import { registerCatalogueRoutes } from './routes/catalogue-routes';
import { registerPlaceRoutes } from './routes/place-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerHotelUpdateProxyRoute } from './routes/hotel-update-proxy-route';
import { DEFAULT_HOTEL_UPDATE_PROXY, type HotelUpdateProxyConfig } from './proxy/hotel-update-proxy-config';
import { registerDealRoutes } from './routes/deal-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerHelpRoutes } from './routes/help-routes';
import { registerHotelInfoRoutes } from './routes/hotel-info-routes';
import { registerHotelRoutes } from './routes/hotel-routes';
import { registerOfferRoutes } from './routes/offer-routes';
import { registerWalletRoutes } from './routes/wallet-routes';
import { registerReferralRoutes } from './routes/referral-routes';
import { registerPaymentRoutes } from './routes/payment-routes';
import { apiPayments, type ApiPaymentsOptions } from './routes/payment-provider-setup';
import { registerPropertyImageRoute } from './routes/property-image-route';
import { registerQuotationRoutes } from './routes/quotation-routes';
import { registerSecurityHeaders } from './routes/security-headers';
import { registerSitemapRoutes } from './routes/sitemap-routes';
import { registerWishlistRoutes } from './routes/wishlist-routes';
import { registerWizardRoutes } from './routes/wizard-routes';
import { registerEngagementRoutes } from './routes/engagement-routes';
import { collectDocumentedRoutes, serveApiDocs } from './openapi/register-api-docs';
import type { SqlClient } from '@stays/server-core';
import type { CatalogueIndex } from '@stays/server-catalogue';

export interface ApiServerOptions {
  /** Anything that runs SQL: the `Database` of @stays/server-db. */
  database: SqlClient;
  logger?: ApiLoggerOption;
  /** The clock; tests fix it. */
  now?: () => Date;
  /** The in-memory catalogue the API process follows (apps/api/src/main.ts); without it the catalogue calls read PostgreSQL. */
  catalogueIndex?: CatalogueIndex | null;
  /** Account settings; by default a development set (random secret, no social providers). */
  accounts?: AccountsConfig;
  /** The e-mail and SMS channel of the account calls: the outbox table by default (tests put a failing one in). */
  notifications?: NotificationPort;
  /** Development-only routes (GET /api/pwa/dev/outbox); never on in production. */
  devTools?: boolean;
  /** Online payment: the provider (the local sandbox by default), hold time and hold sweeper. */
  payments?: ApiPaymentsOptions;
  /** The hosts and limits of the hotel update proxy; by default only this API's own hotel routes. */
  hotelUpdateProxy?: HotelUpdateProxyConfig;
  /** Told of every route as it is registered, with its schemas (the fuzz test walks them). */
  onRoute?: (route: RouteOptions) => void;
}

/** The API's Fastify instance with every route registered explicitly; the caller listens (or injects). */
export function buildApiServer(options: ApiServerOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    logController: new OneLineLogController(),
    // Bracket names of the spec: available_room_count[checkin]=…, filters[guest_count][min]=…
    routerOptions: { querystringParser: (query) => qs.parse(query, { depth: 4, arrayLimit: 50, parameterLimit: 200 }), maxParamLength: MAX_PARAM_LENGTH },
    // A URL the router cannot read (broken percent-encoding, an over-long id) gets the API's error body too.
    frameworkErrors: errorHandler,
    return503OnClosing: true,
    // Behind the web server's proxy (same machine): the guest's address, host and scheme come from X-Forwarded-*.
    trustProxy: 'loopback',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('preValidation', rejectUnstorableText);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', onRoute);

  const context: ApiContext = {
    database: options.database,
    now: options.now ?? (() => new Date()),
    catalogueIndex: options.catalogueIndex ?? null,
    accounts: options.accounts ?? readAccountsConfig({}),
    devTools: options.devTools === true,
    notifications: guardedNotifications(options.notifications ?? outboxNotifications),
  };
  registerSecurityHeaders(app);
  const documentedRoutes = collectDocumentedRoutes(app);
  registerHealthRoutes(app, context);
  registerPropertyImageRoute(app, context);
  registerCatalogueRoutes(app, context);
  registerPlaceRoutes(app, context);
  registerHotelRoutes(app, context);
  registerHotelInfoRoutes(app, context);
  registerContentRoutes(app, context);
  registerHotelUpdateProxyRoute(app, options.hotelUpdateProxy ?? DEFAULT_HOTEL_UPDATE_PROXY);
  registerDealRoutes(app, context);
  registerSitemapRoutes(app, context);
  registerOfferRoutes(app, context);
  registerQuotationRoutes(app, context);
  registerWalletRoutes(app, context);
  registerReferralRoutes(app, context);
  const payments = apiPayments(app, options.database, options.payments);
  registerBookingRoutes(app, context, payments);
  registerBookingModificationRoutes(app, context, payments);
  registerPaymentRoutes(app, context, payments);
  registerWizardRoutes(app, context, payments);
  registerEngagementRoutes(app, context, payments);
  registerAccountRoutes(app, context);
  registerWishlistRoutes(app, context);
  registerHelpRoutes(app, context);
  registerStayFeedbackRoutes(app, context);
  registerAnalyticsRoutes(app, context);
  registerClientLogRoutes(app, context);
  registerStaffDashboardRoutes(app, context);
  if (context.devTools) registerDevOutboxRoute(app, context);
  if (context.devTools) registerDevAnalyticsRoute(app, context);
  if (context.devTools) registerDevCompleteStayRoute(app, context);
  serveApiDocs(app, documentedRoutes);
  return app;
}
