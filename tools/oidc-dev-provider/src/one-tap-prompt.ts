import type { KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SignJWT } from 'jose';
import type { KoaContext } from 'oidc-provider';
import { ONE_TAP_PROMPT_PATH } from './dev-clients';

const ID_TOKEN_LIFETIME_SECONDS = 60 * 60;
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

export interface OneTapPromptOptions {
  issuer: string;
  /** Google's client id at this provider: the audience of every credential. */
  clientId: string;
  /** Where a credential may be posted: each brand site's one-tap path. */
  loginUris: readonly string[];
  /** The provider's signing key (its JWKS publishes the public half). */
  signingKey: { key: KeyObject; kid: string };
  /** The person a login stands for (the same as at the provider's own sign-in). */
  accountOf: (login: string) => Record<string, unknown> & { sub: string };
}

/**
 * A stand-in for Google's one-tap prompt in redirect mode: GET shows "continue as" with a login field; POST signs an
 * ID token (issuer, audience, nonce, an hour's life) with the provider's own key, and posts it as `credential` with
 * the state to the site's login_uri, as Google's prompt does.
 */
export function oneTapPrompt(options: OneTapPromptOptions) {
  return async (context: KoaContext, next: () => Promise<void>) => {
    if (context.path !== ONE_TAP_PROMPT_PATH) return next();
    // The sign-in form carries the prompt's request as one base64url value, so its action needs no HTML escaping.
    const carried = new URLSearchParams(context.querystring).get('request');
    const query = new URLSearchParams(carried ? Buffer.from(carried, 'base64url').toString() : context.querystring);
    const [clientId, loginUri, nonce, state] = ['client_id', 'login_uri', 'nonce', 'state'].map((name) => query.get(name) ?? '');
    context.type = 'html';
    if (clientId !== options.clientId || !options.loginUris.includes(loginUri ?? '') || !nonce || !state) {
      context.status = 400;
      context.body = '<!doctype html><title>One tap</title><p>invalid_request: unknown client_id or login_uri, or no nonce or state</p>';
      return;
    }
    if (context.method === 'GET') {
      context.body = `<!doctype html><title>One tap</title><h1>Continue with Google</h1><form method="post" action="${ONE_TAP_PROMPT_PATH}?request=${Buffer.from(query.toString()).toString('base64url')}">${hiddenFields({ prompt: 'login' })}<label>E-mail <input name="login" autofocus></label><input type="password" name="password" hidden><button>Continue</button></form>`;
      return;
    }
    if (context.method !== 'POST') return next();
    const login = (await formBody(context.req)).get('login')?.trim() || 'guest';
    const now = Math.floor(Date.now() / 1000);
    const credential = await new SignJWT({ ...options.accountOf(login), nonce })
      .setProtectedHeader({ alg: 'RS256', kid: options.signingKey.kid, typ: 'JWT' })
      .setIssuer(options.issuer)
      .setAudience(options.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + ID_TOKEN_LIFETIME_SECONDS)
      .sign(options.signingKey.key);
    context.body = `<!doctype html><title>One tap</title><form method="post" action="${escapeHtml(loginUri ?? '')}">${hiddenFields({ credential, state: state ?? '' })}</form><script>document.forms[0].submit()</script>`;
  };
}
