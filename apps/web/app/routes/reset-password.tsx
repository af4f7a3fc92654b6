import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { accountMessages, browserApi, ForgotPasswordForm, ResetPasswordForm } from '@stays/feature-account';
import { accountPageMeta } from '../pages/account-page-meta';
import { accountPageData } from '../pages/account-page.server';
import { AccountPageShell } from '../pages/AccountPageShell';
import { useRequiredSite } from '../site/site-context';

export async function loader({ request }: LoaderFunctionArgs) {
  return accountPageData(request, accountMessages.forgotTitle);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => accountPageMeta(loaderData);

/** /reset-password: with the e-mailed link's token a new password; without it, the request for a link. */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const site = useRequiredSite();
  const { query } = useLoaderData<typeof loader>();
  const api = browserApi(site.locale);
  const token = query['reset_password_token'];
  const email = query['email'];
  return (
    <AccountPageShell title={intl.formatMessage(token ? accountMessages.resetTitle : accountMessages.forgotTitle)}>
      {token && email ? <ResetPasswordForm api={api} token={token} email={email} signInHref="/login" /> : <ForgotPasswordForm api={api} deviseRole={site.deviceRole} />}
    </AccountPageShell>
  );
}
