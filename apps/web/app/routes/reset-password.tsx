import { useIntl } from 'react-intl';
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { accountMessages, browserApi, ForgotPasswordForm, ResetPasswordForm } from '@stays/feature-account';
import { privatePageMeta } from '../seo/private-page-meta';
import { accountPageData } from '../pages/account-page.server';
import { AccountPageShell } from '../pages/AccountPageShell';
import { passwordFormWithPost, type PasswordFormOutcome } from '../pages/reset-password-form.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return accountPageData(request, accountMessages.forgotTitle);
}

/** The forms posted by the browser itself, before hydration (pages/reset-password-form.server.ts). */
export async function action({ request }: ActionFunctionArgs) {
  return passwordFormWithPost(request, resolveSiteContext(request));
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'resetPassword', loaderData?.title);

/** /reset-password: with the e-mailed link's token a new password; without it, the request for a link. */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const site = useRequiredSite();
  const { query } = useLoaderData<typeof loader>();
  const posted = useActionData<PasswordFormOutcome>();
  const api = browserApi(site.locale);
  const token = query['reset_password_token'];
  const email = query['email'];
  return (
    <AccountPageShell title={intl.formatMessage(token ? accountMessages.resetTitle : accountMessages.forgotTitle)}>
      {token && email ? (
        <ResetPasswordForm api={api} token={token} email={email} signInHref="/login" posted={posted} />
      ) : (
        <ForgotPasswordForm api={api} deviseRole={site.deviceRole} posted={posted} />
      )}
    </AccountPageShell>
  );
}
