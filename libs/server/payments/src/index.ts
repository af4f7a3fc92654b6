export {
  PaymentProviderError,
  type CreateOrderInput,
  type CreatedOrder,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderStatus,
  type ProviderRefund,
  type SavedCardDetails,
} from './port/payment-provider';
export { PROVIDER_UNAVAILABLE, timeBoxedProvider } from './port/time-boxed-provider';
export {
  SANDBOX_PAGE_PATH,
  SANDBOX_PROVIDER,
  SandboxPaymentProvider,
  httpWebhookDelivery,
  type HostedPageResult,
  type SandboxProviderOptions,
  type WebhookDelivery,
} from './sandbox/sandbox-provider';
export { SANDBOX_MAGIC, SANDBOX_MODES, sandboxOutcome, type SandboxOutcome, type SandboxPaymentForm } from './sandbox/sandbox-outcome';
export { hostedPaymentPage } from './sandbox/hosted-page';
export { SANDBOX_SWITCH, assertSandboxAllowed } from './sandbox/sandbox-allowed';
export { SIGNATURE_HEADER, isWebhookSignatureValid, signWebhook } from './webhook/webhook-signature';
