import { data } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import { forgotPassword, PASSWORD_MIN_LENGTH, resetPassword } from '@stays/api-client';
import { accountErrorMessage, accountMessages } from '@stays/feature-account';
import { isEmailValid } from '@stays/validation';
import { serverApi } from '../site/api.server';
import type { SiteContext } from '../site/site-context';

/** The server's answer to a password form posted before hydration: done, or the reason (shown in the guest's language). */
export type PasswordFormOutcome = { done: true; error?: undefined } | { done: false; error: MessageDescriptor };

const statusOf = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 502;
};

/**
 * /reset-password's two forms posted by the browser itself (before hydration), so that neither the new password nor
 * the address goes into a URL: with the e-mailed link's token (in the page's query) the new password; without it,
 * the request for a link. Each is the API call the hydrated form makes, from this server.
 */
export async function passwordFormWithPost(request: Request, site: SiteContext) {
  const form = await request.formData();
  const query = new URL(request.url).searchParams;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const refuse = (status: number, error: MessageDescriptor) => data<PasswordFormOutcome>({ done: false, error }, { status });
  const api = serverApi(site.locale, request);

  if (form.get('intent') === 'reset') {
    const token = query.get('reset_password_token');
    const email = query.get('email');
    if (!token || !email) return refuse(400, accountMessages.linkInvalid);
    const password = text('password');
    if (password.length < PASSWORD_MIN_LENGTH) return refuse(400, accountMessages.passwordTooShort);
    try {
      await resetPassword(api, { password, reset_password_token: token, email });
    } catch (error) {
      return refuse(statusOf(error), accountErrorMessage(error));
    }
    return data<PasswordFormOutcome>({ done: true });
  }

  const email = text('user_email').trim();
  if (!isEmailValid(email)) return refuse(400, accountMessages.invalidEmail);
  try {
    await forgotPassword(api, { user_email: email, devise_role: site.deviceRole });
  } catch (error) {
    return refuse(statusOf(error), accountErrorMessage(error));
  }
  return data<PasswordFormOutcome>({ done: true });
}
