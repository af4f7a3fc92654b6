import { randomBytes } from 'node:crypto';
import type { SocialProvider } from '@stays/api-client';

/** One social sign-in provider, from the environment. */
export interface OAuthProviderConfig {
  provider: SocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AccountsConfig {
  /** HMAC key of the OTP hashes and of the anti-forgery tokens. */
  secret: string;
  /**
   * The web site's scheme, default host and port, e.g. http://localhost:4200. Links and the social sign-in's return go
   * to the host the guest asked from, with this scheme and port (siteOriginFor).
   */
  webOrigin: string;
  oauthProviders: readonly OAuthProviderConfig[];
  /**
   * Google's one-tap prompt (OAUTH_GOOGLE_ONE_TAP_URL): offered when Google is configured too. Google's own prompt is
   * its Identity Services script; locally the OpenID provider's /gsi/onetap page stands in for it.
   */
  oneTapUrl: string | null;
  /**
   * Multiplies the per-address rate limits (RATE_LIMIT_ADDRESS_FACTOR, default 1): for a test lab or an office where
   * many real guests share one address. Per-phone and per-account limits never change.
   */
  addressLimitFactor: number;
}

const PROVIDER_ENV: Record<SocialProvider, string> = { gmail: 'GOOGLE', facebook: 'FACEBOOK', apple: 'APPLE', amazon: 'AMAZON' };

/**
 * ACCOUNTS_SECRET (≥ 32 characters) in production; in development a random one per process (OTPs and
 * anti-forgery tokens then do not survive a restart, which is harmless). Social providers from
 * OAUTH_<GOOGLE|FACEBOOK|APPLE|AMAZON>_ISSUER, _CLIENT_ID and _CLIENT_SECRET; a provider without all three is off.
 * RATE_LIMIT_ADDRESS_FACTOR: a whole number from 1 to 100, else 1.
 */
export function readAccountsConfig(env: Record<string, string | undefined>): AccountsConfig {
  const secret = env['ACCOUNTS_SECRET'];
  if (env['NODE_ENV'] === 'production' && (!secret || secret.length < 32)) {
    throw new Error('ACCOUNTS_SECRET must be set to at least 32 characters in production');
  }
  const oauthProviders = (Object.keys(PROVIDER_ENV) as SocialProvider[]).flatMap((provider) => {
    const prefix = `OAUTH_${PROVIDER_ENV[provider]}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    return issuer && clientId && clientSecret ? [{ provider, issuer, clientId, clientSecret }] : [];
  });
  return {
    secret: secret && secret.length >= 32 ? secret : randomBytes(32).toString('hex'),
    webOrigin: (env['WEB_ORIGIN'] || 'http://localhost:4200').replace(/\/+$/, ''),
    oauthProviders,
    oneTapUrl: env['OAUTH_GOOGLE_ONE_TAP_URL'] && oauthProviders.some(({ provider }) => provider === 'gmail') ? env['OAUTH_GOOGLE_ONE_TAP_URL'] : null,
    addressLimitFactor: addressLimitFactorFrom(env['RATE_LIMIT_ADDRESS_FACTOR']),
  };
}

function addressLimitFactorFrom(value: string | undefined): number {
  const factor = Number(value);
  return Number.isInteger(factor) && factor >= 1 && factor <= 100 ? factor : 1;
}
