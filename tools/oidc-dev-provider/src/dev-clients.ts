/** The social sign-ins of the product, each a client of the local provider (ids and secrets are for development only). */
export const DEV_CLIENTS = [
  { provider: 'gmail', env: 'GOOGLE', clientId: 'dev-google', clientSecret: 'dev-google-secret', callbackPath: '/login/gmail/' },
  { provider: 'facebook', env: 'FACEBOOK', clientId: 'dev-facebook', clientSecret: 'dev-facebook-secret', callbackPath: '/login/facebook/' },
  { provider: 'apple', env: 'APPLE', clientId: 'dev-apple', clientSecret: 'dev-apple-secret', callbackPath: '/api/pwa/tpl/apple' },
  { provider: 'amazon', env: 'AMAZON', clientId: 'dev-amazon', clientSecret: 'dev-amazon-secret', callbackPath: '/login/amazon/' },
] as const;

/** The provider's stand-in for Google's one-tap prompt (one-tap-prompt.ts). */
export const ONE_TAP_PROMPT_PATH = '/gsi/onetap';

/** The API's environment that points every social sign-in at the local provider. */
export function devProviderApiEnv(issuer: string): Record<string, string> {
  return Object.fromEntries([
    ...DEV_CLIENTS.flatMap((client) => [
      [`OAUTH_${client.env}_ISSUER`, issuer],
      [`OAUTH_${client.env}_CLIENT_ID`, client.clientId],
      [`OAUTH_${client.env}_CLIENT_SECRET`, client.clientSecret],
    ]),
    ['OAUTH_GOOGLE_ONE_TAP_URL', `${issuer}${ONE_TAP_PROMPT_PATH}`],
  ]);
}
