import * as openid from 'openid-client';
import type { AccountType, SocialProvider } from '@stays/api-client';
import type { AccountsConfig } from '../config/accounts-config';
import { randomToken, sha256Hex } from '../crypto/tokens';
import { startSession } from '../sessions/session.service';
import { assertEntryModeAdmits } from '../sign-in/entry-mode';
import type { SignInOrigin, SignedIn } from '../sign-in/sign-in.service';
import { userStatusOf, type UserRow } from '../users/user-row';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import { SOCIAL_AUTHORIZE, providerConfigOf, redirectUriFor, relyingParty } from './oauth-clients';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';

export const OAUTH_STATE_LIFETIME_SECONDS = 10 * 60;

export const unavailable = () => new ServiceError(404, 'PROVIDER_NOT_CONFIGURED', 'This sign-in option is not available.');
export const failed = () => new ServiceError(400, 'SOCIAL_SIGN_IN_FAILED', 'The sign-in with this provider did not complete. Please try again.');

/** The stored key of an authorization: its state bound to the browser that started it (a cookie). */
/** A sign-in's state, kept ten minutes under the hash of its state and the browser's binding cookie, until the provider sends the guest back. */
export async function storeOAuthState(
  database: SqlClient,
  stored: { state: string; binding: string; provider: string; codeVerifier: string; nonce: string; returnUrl: string | null } & SignInOrigin,
  now: Date,
): Promise<void> {
  await database.query(
    'INSERT INTO oauth_states (state_hash, provider, code_verifier, nonce, return_url, mode, devise_role, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [
      stateKey(stored.state, stored.binding),
      stored.provider,
      stored.codeVerifier,
      stored.nonce,
      stored.returnUrl,
      stored.mode,
      stored.deviseRole,
      now,
      new Date(now.getTime() + OAUTH_STATE_LIFETIME_SECONDS * 1000),
    ],
  );
}

export function stateKey(state: string, binding: string): string {
  return sha256Hex(`${state}:${binding}`);
}

/**
 * Starts the authorization code flow: PKCE verifier, state and nonce stored (state only as a hash bound to the
 * browser's binding cookie), the provider's authorize URL built with the spec's scope.
 */
export async function startSocialSignIn(
  database: SqlClient,
  config: AccountsConfig,
  request: { provider: SocialProvider; returnUrl: string | null; siteOrigin: string } & SignInOrigin,
  now: Date,
): Promise<{ authorizationUrl: string; binding: string }> {
  const providerConfig = providerConfigOf(config, request.provider);
  if (!providerConfig) throw unavailable();
  const relying = await relyingParty(providerConfig);
  const codeVerifier = openid.randomPKCECodeVerifier();
  const state = openid.randomState();
  const nonce = openid.randomNonce();
  const binding = randomToken(32);
  await storeOAuthState(database, { ...request, state, binding, codeVerifier, nonce }, now);
  const authorize = SOCIAL_AUTHORIZE[request.provider];
  const url = openid.buildAuthorizationUrl(relying, {
    redirect_uri: redirectUriFor(request.siteOrigin, request.provider),
    response_type: 'code',
    scope: authorize.scope,
    state,
    nonce,
    code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...authorize.extra,
  });
  return { authorizationUrl: url.toString(), binding };
}

export interface StoredState {
  provider: SocialProvider | 'onetap';
  code_verifier: string;
  nonce: string;
  return_url: string | null;
  mode: AccountType;
  devise_role: string;
}

/** The configured provider whose callback on the guest's site is this redirect_uri (authenticate by oauth_token), or null. */
export function providerOfRedirectUri(config: AccountsConfig, siteOrigin: string, redirectUri: string): SocialProvider | null {
  return config.oauthProviders.find(({ provider }) => redirectUriFor(siteOrigin, provider) === redirectUri)?.provider ?? null;
}

/**
 * The identity a provider's answer proves: the state must be live, unused and started by this browser; the code
 * is exchanged with the PKCE verifier and the ID token checked (issuer, audience, nonce, signature) by
 * openid-client.
 */
async function provenIdentity(
  database: SqlClient,
  config: AccountsConfig,
  request: { provider: SocialProvider; params: Record<string, string>; binding: string | null; siteOrigin: string },
  now: Date,
): Promise<{ identity: SocialIdentity; stored: StoredState }> {
  const providerConfig = providerConfigOf(config, request.provider);
  if (!providerConfig) throw unavailable();
  const state = request.params['state'];
  if (!state || !request.binding) throw failed();
  const [stored] = await database.query<StoredState>(
    'DELETE FROM oauth_states WHERE state_hash = $1 AND expires_at > $2 RETURNING provider, code_verifier, nonce, return_url, mode, devise_role',
    [stateKey(state, request.binding), now],
  );
  if (!stored || stored.provider !== request.provider) throw failed();

  const relying = await relyingParty(providerConfig);
  // The provider only sends the guest back to the redirect_uri of the authorization, on the site it started from,
  // whose binding cookie came along: the callback is rebuilt from the site this request comes from.
  const callback = new URL(redirectUriFor(request.siteOrigin, request.provider));
  for (const [name, value] of Object.entries(request.params)) callback.searchParams.set(name, value);
  let claims: openid.IDToken | undefined;
  try {
    const tokens = await openid.authorizationCodeGrant(relying, callback, {
      pkceCodeVerifier: stored.code_verifier,
      expectedState: state,
      expectedNonce: stored.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch {
    throw failed();
  }
  if (!claims?.sub) throw failed();
  const identity = {
    provider: request.provider,
    subject: claims.sub,
    email: typeof claims['email'] === 'string' ? claims['email'].toLowerCase() : null,
    emailVerified: claims['email_verified'] === true,
    givenName: String(claims['given_name'] ?? ''),
    familyName: String(claims['family_name'] ?? ''),
  };
  return { identity, stored };
}

/**
 * Finishes a social sign-in: the identity is linked to an account (an existing one with the same verified
 * e-mail, else a new one), the entry page must admit it, and a session starts with the entry page and device
 * role kept with the state.
 */
export async function finishSocialSignIn(
  database: TransactionalDatabase,
  config: AccountsConfig,
  request: {
    provider: SocialProvider;
    params: Record<string, string>;
    binding: string | null;
    siteOrigin: string;
    previousToken: string | null;
    mode?: AccountType;
  },
  now: Date,
): Promise<SignedIn & { returnUrl: string | null }> {
  const { identity, stored } = await provenIdentity(database, config, request, now);
  return signInWithIdentity(database, identity, stored, { loginType: SOCIAL_AUTHORIZE[request.provider].loginType, ...request }, now);
}

/**
 * A proven identity signs in: it is linked to an account (an existing one with the same verified e-mail, else a
 * new one), the entry page must admit it, and a session starts with the entry page and device role of its state.
 */
export async function signInWithIdentity(
  database: TransactionalDatabase,
  identity: SocialIdentity,
  stored: Pick<StoredState, 'mode' | 'devise_role' | 'return_url'>,
  request: { loginType: string; previousToken: string | null; mode?: AccountType },
  now: Date,
): Promise<SignedIn & { returnUrl: string | null }> {
  return database.transaction(async (tx) => {
    const user = await linkedUser(tx, identity, now);
    // The entry page the sign-in started on (or the one authenticate names): a refusal rolls the new link back.
    const mode = request.mode ?? stored.mode;
    assertEntryModeAdmits(mode, user.account_type);
    const session = await startSession(
      tx,
      { userId: user.id, loginType: request.loginType, previousToken: request.previousToken, mode, deviseRole: stored.devise_role },
      now,
    );
    return { ...session, user, returnUrl: stored.return_url };
  });
}

/**
 * Links a social account to the signed-in guest (verification with oauth_token): 409 when it already belongs to
 * another account. A verified e-mail it brings fills an account without one.
 */
export async function linkSocialAccount(
  database: TransactionalDatabase,
  config: AccountsConfig,
  request: { provider: SocialProvider; params: Record<string, string>; binding: string | null; siteOrigin: string; userId: number },
  now: Date,
): Promise<UserRow> {
  const { identity } = await provenIdentity(database, config, request, now);
  return database.transaction(async (tx) => {
    const [linked] = await tx.query<{ user_id: number }>('SELECT user_id FROM oauth_identities WHERE provider = $1 AND subject = $2', [
      identity.provider,
      identity.subject,
    ]);
    if (linked && linked.user_id !== request.userId) throw new ServiceError(409, 'SOCIAL_ACCOUNT_TAKEN', 'This social account is linked to another account.');
    const user = await findUserById(tx, request.userId);
    if (!user) throw new ServiceError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
    if (!linked) {
      await tx.query('INSERT INTO oauth_identities (provider, subject, user_id, email, created_at) VALUES ($1, $2, $3, $4, $5)', [
        identity.provider,
        identity.subject,
        user.id,
        identity.email,
        now,
      ]);
    }
    const bringsEmail = !user.email && identity.email !== null && identity.emailVerified && !(await findUserByEmail(tx, identity.email));
    if (!bringsEmail) return user;
    const status = userStatusOf({ phone: user.phone, phoneVerified: user.phone_verified, email: identity.email, emailVerified: true });
    return (await updateUser(tx, user.id, { email: identity.email, email_verified: true, email_verified_at: now, user_status: status }, now)) ?? user;
  });
}

export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

async function linkedUser(tx: SqlClient, identity: SocialIdentity, now: Date): Promise<UserRow> {
  const [linked] = await tx.query<{ user_id: number }>('SELECT user_id FROM oauth_identities WHERE provider = $1 AND subject = $2', [
    identity.provider,
    identity.subject,
  ]);
  const existing = linked ? await findUserById(tx, linked.user_id) : null;
  if (existing) return existing;
  // An e-mail the provider has verified may join the account that already uses it; an unverified one never does.
  const sameEmail = identity.email && identity.emailVerified ? await findUserByEmail(tx, identity.email) : null;
  const user = sameEmail ?? (await insertSocialUser(tx, identity, now));
  await tx.query(
    'INSERT INTO oauth_identities (provider, subject, user_id, email, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (provider, subject) DO UPDATE SET user_id = EXCLUDED.user_id',
    [identity.provider, identity.subject, user.id, identity.email, now],
  );
  return user;
}

async function insertSocialUser(tx: SqlClient, identity: SocialIdentity, now: Date): Promise<UserRow> {
  const email = identity.email;
  const emailTaken = email ? await findUserByEmail(tx, email) : null;
  const storedEmail = emailTaken ? null : email;
  const status = userStatusOf({ phone: null, phoneVerified: false, email: storedEmail, emailVerified: identity.emailVerified });
  const [row] = await tx.query<UserRow>(
    `INSERT INTO users (email, email_verified, email_verified_at, first_name, last_name, user_status, created_at, updated_at) VALUES ($1, $2, CASE WHEN $2 THEN $6::timestamptz END, $3, $4, $5, $6, $6) RETURNING *`,
    [storedEmail, storedEmail !== null && identity.emailVerified, identity.givenName, identity.familyName, status, now],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
