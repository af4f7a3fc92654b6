import { randomBytes, timingSafeEqual } from 'node:crypto';
import { data, redirect } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import { userSignIn, type AccountType, type ApiClientOptions, type UserSignInBody } from '@stays/api-client';
import { accountErrorMessage, accountMessages, returnUrlAfterSignIn } from '@stays/feature-account';
import { isEmailValid } from '@stays/validation';
import { serverApi } from '../site/api.server';
import { requestCookie } from '../site/request-cookies.server';
import type { SiteContext } from '../site/site-context';

/**
 * The sign-in form's anti-forgery token (double submit): a random value in an HttpOnly cookie, rendered into the
 * form as a hidden field; a post whose field does not match its cookie was not made from our form (login CSRF:
 * another site signing the guest into its own account). The API's x-csrf-token belongs to a session, and a guest
 * signing in has none yet.
 */
const SIGN_IN_FORM_COOKIE = 'sign_in_form';
export const SIGN_IN_TOKEN_FIELD = 'sign_in_token';

function tokenCookie(request: Request, token: string): string {
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  return `${SIGN_IN_FORM_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The token for the form on this page: the guest's cookie when they have one (other tabs keep working), else a new one to set. */
export function signInFormToken(request: Request): { token: string; setCookie: string | null } {
  const current = requestCookie(request, SIGN_IN_FORM_COOKIE);
  if (current && /^[A-Za-z0-9_-]{32,}$/.test(current)) return { token: current, setCookie: null };
  const token = randomBytes(32).toString('base64url');
  return { token, setCookie: tokenCookie(request, token) };
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface SignInFormRefusal {
  error: MessageDescriptor;
  /** What the guest typed, to fill the form in again: the e-mail address, never the password. */
  email: string;
  intent: 'email' | 'phone';
}

const refusal = (status: number, value: SignInFormRefusal) => data(value, { status });

/**
 * A sign-in form posted by the browser itself (before hydration). E-mail and password go to the API's userSignIn
 * from this server, with the guest's address and any session cookie they have; the session cookie the API sets is
 * passed on to the browser, which goes to the return URL. A refusal comes back to the form with the reason (the
 * message descriptor, shown in the guest's language). The phone sign-in needs the page's script (two steps with a
 * code in between), so a phone form posted early is asked to try again.
 */
export async function signInWithForm(
  request: Request,
  site: SiteContext,
  mode: AccountType,
  deviseRole: string,
  // The help page signs in through selfServeSignIn (accounts-commerce §7), the same call at its own name.
  signIn: (api: ApiClientOptions, body: UserSignInBody) => Promise<unknown> = userSignIn,
) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const email = text('email').trim();
  const intent = text('intent') === 'phone' ? 'phone' : 'email';
  const cookieToken = requestCookie(request, SIGN_IN_FORM_COOKIE);
  if (!cookieToken || !sameToken(cookieToken, text(SIGN_IN_TOKEN_FIELD))) return refusal(403, { error: accountMessages.formExpired, email, intent });
  if (intent === 'phone') return refusal(409, { error: accountMessages.phoneNeedsPage, email: '', intent });
  if (!isEmailValid(email)) return refusal(400, { error: accountMessages.invalidEmail, email, intent });

  const sessionCookies: string[] = [];
  const api = serverApi(site.locale, request);
  const capturingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    sessionCookies.push(...response.headers.getSetCookie());
    return response;
  };
  try {
    await signIn({ ...api, fetch: capturingFetch }, { email, password: text('password'), mode, devise_role: deviseRole });
  } catch (error) {
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 502;
    return refusal(status >= 400 && status < 600 ? status : 502, { error: accountErrorMessage(error, 'signin'), email, intent });
  }
  const headers = new Headers();
  for (const cookie of sessionCookies) headers.append('set-cookie', cookie);
  headers.set('cache-control', 'no-store');
  throw redirect(returnUrlAfterSignIn(new URL(request.url).searchParams.get('retUrl'), '/'), { headers });
}
