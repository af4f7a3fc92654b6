import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { createIntl, createIntlCache } from 'react-intl';
import { selfServeSignIn } from '@stays/api-client';
import { HelpPage } from '../pages/help/HelpPage';
import { helpMessages } from '../pages/help/help-messages';
import { loadHelpPage, raiseIssueFromForm, type RaiseIssueRefusal } from '../pages/help/help.server';
import { SIGN_IN_TOKEN_FIELD, signInFormToken, signInWithForm, type SignInFormRefusal } from '../pages/sign-in-form.server';
import { useRequiredSite, type RootData } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await loadHelpPage(request, params['country']);
  if (page.csrfToken !== null) return { page, signInToken: null };
  // Signed out: the sign-in form's anti-forgery token (the double-submit cookie of the sign-in page).
  const { token, setCookie } = signInFormToken(request);
  const body = { page, signInToken: { field: SIGN_IN_TOKEN_FIELD, value: token } };
  return setCookie ? data(body, { headers: { 'set-cookie': setCookie } }) : body;
}

/** The page's two forms: sign in (selfServeSignIn) and raise an issue. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const site = resolveSiteContext(request);
  if (form.get('help_action') === 'signIn') return signInWithForm(request, site, 'consumer', site.deviceRole, selfServeSignIn);
  if (form.get('help_action') === 'raiseIssue') return raiseIssueFromForm(request, form);
  throw new Response(null, { status: 400 });
}

const intlCache = createIntlCache();

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const root = matches.find((match) => match.id === 'root')?.loaderData as RootData | undefined;
  const intl = createIntl({ locale: root?.site.locale ?? 'en', defaultLocale: 'en', messages: root?.messages ?? {}, onError: () => undefined }, intlCache);
  const questions = loaderData?.page.faq.qnaData.flatMap((section) => section.faqList.map((faq) => faq.question)).slice(0, 3) ?? [];
  return [{ title: `${intl.formatMessage(helpMessages.title)} | ${root?.site.brandName ?? ''}` }, { name: 'description', content: questions.join(' ') }];
};

/** /contactus, /{country}/contactus, /yo and /guest-inquiry: the same assist page (accounts-commerce §2). */
export default function HelpRoute() {
  const site = useRequiredSite();
  const { page, signInToken } = useLoaderData<typeof loader>();
  const refused = useActionData<SignInFormRefusal | RaiseIssueRefusal>();
  return <HelpPage site={site} data={page} signInToken={signInToken} refusal={refused ?? null} />;
}
