import * as openid from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AccountType } from '@stays/api-client';
import type { AccountsConfig } from '../config/accounts-config';
import { randomToken } from '../crypto/tokens';
import type { SignInOrigin, SignedIn } from '../sign-in/sign-in.service';
import { providerConfigOf, relyingParty } from './oauth-clients';
import { failed, signInWithIdentity, stateKey, storeOAuthState, unavailable, type StoredState } from './oauth.service';
import type { SqlClient, TransactionalDatabase } from '@stays/server-core';

/** Where Google's prompt posts the credential on the guest's site (its redirect mode's login_uri). */
const ONE_TAP_LOGIN_PATH = '/api/pwa/tpl/onetap';
/** The session's login type of a one-tap sign-in (the account is the Google one: the identity is Google's). */
const ONE_TAP_LOGIN_TYPE = 'GOOGLE_ONE_TAP';

/**
 * Starts a one-tap sign-in: a nonce and state stored as for the other providers (bound to the browser's cookie), and
 * the prompt's URL with Google's client id, the nonce, the state and where to post the credential.
 */
export async function startOneTapSignIn(
  database: SqlClient,
  config: AccountsConfig,
  request: { returnUrl: string | null; siteOrigin: string } & SignInOrigin,
  now: Date,
): Promise<{ authorizationUrl: string; binding: string }> {
  const google = providerConfigOf(config, 'gmail');
  if (!google || !config.oneTapUrl) throw unavailable();
  const state = openid.randomState();
  const nonce = openid.randomNonce();
  const binding = randomToken(32);
  await storeOAuthState(database, { ...request, state, binding, provider: 'onetap', codeVerifier: '', nonce }, now);
  const url = new URL(config.oneTapUrl);
  url.search = new URLSearchParams({ client_id: google.clientId, login_uri: `${request.siteOrigin}${ONE_TAP_LOGIN_PATH}`, nonce, state }).toString();
  return { authorizationUrl: url.toString(), binding };
}

// Google's signing keys (its JWKS from discovery), fetched once per process and refreshed by jose on an unknown key.
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetOf(jwksUri: string): JWTVerifyGetKey {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, keySet);
  }
  return keySet;
}

/**
 * Finishes a one-tap sign-in with the credential (an ID token) the page posts to authenticate: the state must be live,
 * unused and started by this browser; the token signed by one of Google's keys, issued by Google for our client id,
 * not expired (by the API's clock) and carrying the state's nonce. The identity is the Google account (provider
 * gmail), so one-tap and the Google button reach the same account, linked by verified e-mail like the others.
 */
export async function finishOneTapSignIn(
  database: TransactionalDatabase,
  config: AccountsConfig,
  request: { credential: string; state: string; binding: string | null; previousToken: string | null; mode?: AccountType },
  now: Date,
): Promise<SignedIn & { returnUrl: string | null }> {
  const google = providerConfigOf(config, 'gmail');
  if (!google || !config.oneTapUrl) throw unavailable();
  if (!request.binding) throw failed();
  const [stored] = await database.query<StoredState>(
    `DELETE FROM oauth_states WHERE state_hash = $1 AND expires_at > $2 AND provider = 'onetap' RETURNING provider, code_verifier, nonce, return_url, mode, devise_role`,
    [stateKey(request.state, request.binding), now],
  );
  if (!stored) throw failed();
  const metadata = (await relyingParty(google)).serverMetadata();
  if (!metadata.jwks_uri) throw failed();
  let claims: Record<string, unknown>;
  try {
    const verified = await jwtVerify(request.credential, keySetOf(metadata.jwks_uri), {
      issuer: metadata.issuer,
      audience: google.clientId,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    claims = verified.payload;
  } catch {
    throw failed();
  }
  if (claims['nonce'] !== stored.nonce || typeof claims['sub'] !== 'string') throw failed();
  const identity = {
    provider: 'gmail' as const,
    subject: claims['sub'],
    email: typeof claims['email'] === 'string' ? claims['email'].toLowerCase() : null,
    emailVerified: claims['email_verified'] === true,
    givenName: String(claims['given_name'] ?? ''),
    familyName: String(claims['family_name'] ?? ''),
  };
  const { previousToken, mode } = request;
  return signInWithIdentity(database, identity, stored, { loginType: ONE_TAP_LOGIN_TYPE, previousToken, ...(mode ? { mode } : {}) }, now);
}
