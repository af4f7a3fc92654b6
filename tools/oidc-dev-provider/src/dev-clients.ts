/** The three social sign-ins of the product, each a client of the local provider (ids and secrets are for development only). */
export const DEV_CLIENTS = [
  { provider: 'gmail', env: 'GOOGLE', clientId: 'dev-google', clientSecret: 'dev-google-secret', callbackPath: '/login/gmail/' },
  { provider: 'facebook', env: 'FACEBOOK', clientId: 'dev-facebook', clientSecret: 'dev-facebook-secret', callbackPath: '/login/facebook/' },
  { provider: 'apple', env: 'APPLE', clientId: 'dev-apple', clientSecret: 'dev-apple-secret', callbackPath: '/api/pwa/tpl/apple' },
] as const;

/** The API's environment that points every social sign-in at the local provider. */
export function devProviderApiEnv(issuer: string): Record<string, string> {
  return Object.fromEntries(
    DEV_CLIENTS.flatMap((client) => [
      [`OAUTH_${client.env}_ISSUER`, issuer],
      [`OAUTH_${client.env}_CLIENT_ID`, client.clientId],
      [`OAUTH_${client.env}_CLIENT_SECRET`, client.clientSecret],
    ]),
  );
}
