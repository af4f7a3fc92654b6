import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { countryByCode, DEFAULT_DIAL_CODE } from '@stays/brand-config';
import { AccountDetails, accountMessages, browserApi } from '@stays/feature-account';
import { privatePageMeta } from '../seo/private-page-meta';
import { accountPageData } from '../pages/account-page.server';
import { AccountPageShell } from '../pages/AccountPageShell';
import { accountLinkFlags } from '../site/account-link-flags';
import { useRequiredSite } from '../site/site-context';

export async function loader({ request }: LoaderFunctionArgs) {
  return accountPageData(request, accountMessages.accountTitle);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'account', loaderData?.title);

/** /accountdetails and /my-profile: the signed-in guest's account. */
export default function AccountDetailsPage() {
  const intl = useIntl();
  const site = useRequiredSite();
  const { query } = useLoaderData<typeof loader>();
  const here = '/accountdetails';
  return (
    <AccountPageShell title={intl.formatMessage(accountMessages.accountTitle)}>
      <AccountDetails
        api={browserApi(site.locale)}
        emailVerificationToken={query['email_verification_token'] ?? null}
        loginHref={`/login?retUrl=${encodeURIComponent(here)}`}
        defaultCountryCode={countryByCode(site.countryCode)?.dialCode ?? DEFAULT_DIAL_CODE}
        flags={accountLinkFlags(site)}
      />
    </AccountPageShell>
  );
}
