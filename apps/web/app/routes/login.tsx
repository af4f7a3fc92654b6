import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { data, useActionData, useLoaderData, useLocation, useParams, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ONE_TAP, socialProviderSchema } from '@stays/api-client';
import { countryByCode } from '@stays/brand-config';
import { accountMessages, browserApi, OneTapCallback, SignInPanel, SocialCallback, storeReturnUrl, takeReturnUrl } from '@stays/feature-account';
import { privatePageMeta } from '../seo/private-page-meta';
import { accountPageData } from '../pages/account-page.server';
import { AccountPageShell } from '../pages/AccountPageShell';
import { SIGN_IN_TOKEN_FIELD, signInFormToken, signInWithForm, type SignInFormRefusal } from '../pages/sign-in-form.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

type EntryMode = 'consumer' | 'travel_agent' | 'corporate';

const ENTRY_TITLES = {
  consumer: accountMessages.signInTitle,
  travel_agent: accountMessages.travelAgentTitle,
  corporate: accountMessages.businessTitle,
} as const;

function entryModeOf(pathname: string): EntryMode {
  if (pathname.startsWith('/travelagent/')) return 'travel_agent';
  if (pathname.startsWith('/buisness/')) return 'corporate';
  return 'consumer';
}

export async function loader({ request }: LoaderFunctionArgs) {
  const mode = entryModeOf(new URL(request.url).pathname);
  const { token, setCookie } = signInFormToken(request);
  const page = { ...(await accountPageData(request, ENTRY_TITLES[mode])), mode, signInToken: { field: SIGN_IN_TOKEN_FIELD, value: token } };
  return data(page, setCookie ? { headers: { 'set-cookie': setCookie, 'cache-control': 'no-store' } } : undefined);
}

/** The sign-in forms posted by the browser itself, before hydration (pages/sign-in-form.server.ts). */
export async function action({ request }: ActionFunctionArgs) {
  const site = resolveSiteContext(request);
  return signInWithForm(request, site, entryModeOf(new URL(request.url).pathname), site.deviceRole);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'signIn', loaderData?.title);

/** /login, /login/{oauth} (a social provider's way back, /login/onetap Google's one-tap), travelagent/login and buisness/login. */
export default function LoginPage() {
  const intl = useIntl();
  const site = useRequiredSite();
  const { dialCode, query, mode, signInToken } = useLoaderData<typeof loader>();
  const refused = useActionData<SignInFormRefusal>();
  const location = useLocation();
  const { oauth } = useParams();
  const api = browserApi(site.locale);
  const provider = socialProviderSchema.safeParse(oauth);
  const retUrl = query['retUrl'] ?? null;

  useEffect(() => {
    storeReturnUrl(retUrl);
  }, [retUrl]);

  const goOn = useCallback((returnUrl?: string | null) => {
    if (returnUrl) storeReturnUrl(returnUrl);
    window.location.assign(takeReturnUrl('/'));
  }, []);

  return (
    <AccountPageShell title={intl.formatMessage(ENTRY_TITLES[mode])}>
      {provider.success && query['code'] && query['state'] ? (
        <SocialCallback api={api} provider={provider.data} code={query['code']} state={query['state']} iss={query['iss']} onSignedIn={goOn} />
      ) : oauth === ONE_TAP && query['credential'] && query['state'] ? (
        <OneTapCallback api={api} credential={query['credential']} state={query['state']} onSignedIn={goOn} />
      ) : (
        <SignInPanel
          api={api}
          defaultCountryCode={dialCode}
          onSignedIn={goOn}
          forgotPasswordHref="/reset-password"
          returnUrl={retUrl}
          askAddress={countryByCode(site.countryCode)?.signUpAsksAddress ?? false}
          countryIsoCode={site.countryCode}
          onboardingApi={{ ...api, baseUrl: site.onboardingOrigin }}
          mode={mode}
          deviseRole={site.deviceRole}
          referralCode={query['referral']}
          plainPost={{ action: `${location.pathname}${location.search}`, tokenField: signInToken.field, token: signInToken.value, ...refused }}
        />
      )}
    </AccountPageShell>
  );
}
