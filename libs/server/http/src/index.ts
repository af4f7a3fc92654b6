export { buildApiServer, type ApiServerOptions } from './build-api-server';
export type { ApiPaymentsOptions } from './routes/payment-provider-setup';
export { toErrorBody } from './errors/error-body';
export { propertySvg } from './images/property-svg';
export type { ApiLoggerOption } from './logger-options';
