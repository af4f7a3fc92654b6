import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy, set by the production server (server.mjs). */
    cspNonce?: string;
  }
}
