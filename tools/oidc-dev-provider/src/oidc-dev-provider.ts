import { generateKeyPairSync } from 'node:crypto';
import Provider from 'oidc-provider';
import { DEV_CLIENTS } from './dev-clients';
import { oneTapPrompt } from './one-tap-prompt';

export interface DevProviderOptions {
  /** e.g. http://127.0.0.1:4400 */
  issuer: string;
  /** The web sites the provider sends guests back to (each brand host of the running site). */
  webOrigins: readonly string[];
}

/** A person of the local provider: whatever login the sign-in form gets; an e-mail login is their address. */
function devAccount(login: string) {
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@dev-provider.localhost`;
  const localPart = email.split('@')[0] ?? 'guest';
  const [given = 'Dev', family = 'Guest'] = localPart.split(/[._-]+/).map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return { sub: email, email, email_verified: true, given_name: given, family_name: family, name: `${given} ${family}` };
}

/**
 * A real OpenID Provider (the `oidc-provider` package) for development and the journeys: authorization code with
 * PKCE, its own sign-in and consent pages (any login and password are accepted), discovery, JWKS, ID tokens; and a
 * stand-in for Google's one-tap prompt (one-tap-prompt.ts).
 */
export function createDevProvider(options: DevProviderOptions): Provider {
  // One signing key per run, shared by the ID tokens of the code flow and the one-tap prompt's credentials.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { key: privateKey, kid: 'dev-signing-key' };
  const configuration = {
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: signingKey.kid, alg: 'RS256', use: 'sig' }] },
    clients: DEV_CLIENTS.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: options.webOrigins.map((origin) => `${origin}${client.callbackPath}`),
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    // Like Google and Apple: the e-mail and name travel in the ID token itself.
    conformIdTokenClaims: false,
    scopes: ['openid', 'email', 'profile', 'name'],
    // Google's name comes with `profile`, Apple's with `name`; Facebook grants every app the public profile (the
    // name) without asking, so its token carries the name on `openid email` alone.
    claims: {
      openid: ['sub', 'name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      name: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-dev-provider-cookie-key-not-secret'] },
    async findAccount(_context: unknown, sub: string) {
      return { accountId: sub, claims: async () => devAccount(sub) };
    },
  };
  const provider = new Provider(options.issuer, configuration);
  // Google's prompt=select_account (the account chooser): here the provider's own sign-in form is the chooser,
  // so the value is taken off before the provider, which knows only login and consent, reads the request.
  provider.use(async (context, next) => {
    const query = new URLSearchParams(context.querystring);
    if (query.get('prompt') === 'select_account') {
      query.delete('prompt');
      context.querystring = query.toString();
    }
    await next();
  });
  const google = DEV_CLIENTS.find((client) => client.provider === 'gmail');
  provider.use(
    oneTapPrompt({
      issuer: options.issuer,
      clientId: google?.clientId ?? '',
      loginUris: options.webOrigins.map((origin) => `${origin}/api/pwa/tpl/onetap`),
      signingKey,
      accountOf: devAccount,
    }),
  );
  return provider;
}
