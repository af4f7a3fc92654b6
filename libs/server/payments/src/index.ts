export {
  PaymentProviderError,
  type CreateOrderInput,
  type CreatedOrder,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderRefund,
} from './port/payment-provider';
export { PROVIDER_UNAVAILABLE, timeBoxedProvider } from './port/time-boxed-provider';
export { SandboxPaymentProvider } from './sandbox/sandbox-provider';
export { SANDBOX_MAGIC, type SandboxPaymentForm } from './sandbox/sandbox-outcome';
export { hostedPaymentPage } from './sandbox/hosted-page';
export { assertSandboxAllowed } from './sandbox/sandbox-allowed';
export { signWebhook } from './webhook/webhook-signature';
