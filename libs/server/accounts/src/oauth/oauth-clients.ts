import * as openid from 'openid-client';
import type { SocialProvider } from '@stays/api-client';
import type { AccountsConfig, OAuthProviderConfig } from '../config/accounts-config';

/**
 * The spec's scopes (accounts-commerce §7 Social sign-in): email and profile for Google with account selection,
 * email and name for Apple with form_post, email for Facebook, email and profile for Amazon — each with openid, since we read the signed ID token.
 */
export const SOCIAL_AUTHORIZE: Record<
  SocialProvider,
  { scope: string; extra: Record<string, string>; callbackPath: string; loginType: 'GMAIL' | 'FACEBOOK' | 'APPLE' | 'AMAZON' }
> = {
  gmail: { scope: 'openid email profile', extra: { prompt: 'select_account' }, callbackPath: '/login/gmail/', loginType: 'GMAIL' },
  apple: { scope: 'openid email name', extra: { response_mode: 'form_post' }, callbackPath: '/api/pwa/tpl/apple', loginType: 'APPLE' },
  facebook: { scope: 'openid email', extra: {}, callbackPath: '/login/facebook/', loginType: 'FACEBOOK' },
  amazon: { scope: 'openid email profile', extra: {}, callbackPath: '/login/amazon/', loginType: 'AMAZON' },
};

/** Where the provider sends the guest back: the callback on the site they started from (siteOriginFor). */
export function redirectUriFor(siteOrigin: string, provider: SocialProvider): string {
  return `${siteOrigin}${SOCIAL_AUTHORIZE[provider].callbackPath}`;
}

export function providerConfigOf(config: AccountsConfig, provider: SocialProvider): OAuthProviderConfig | null {
  return config.oauthProviders.find((candidate) => candidate.provider === provider) ?? null;
}

function isLocalIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

// Discovery answers (issuer metadata) only: cached per process, the same for every process.
const discovered = new Map<string, Promise<openid.Configuration>>();

/** The provider's OpenID configuration (discovery), plain http allowed only for a provider on this machine. */
export function relyingParty(provider: OAuthProviderConfig): Promise<openid.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    const issuer = new URL(provider.issuer);
    configuration = openid.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      isLocalIssuer(issuer) ? { execute: [openid.allowInsecureRequests] } : undefined,
    );
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration;
}
