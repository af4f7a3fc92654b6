import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { InviteAndEarnView, ReferralSignedOutView, ReferralUnavailableView } from '@stays/feature-account';
import { PageShell } from '../components/PageShell';
import { loadReferralPage } from '../pages/referral/referral.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadReferralPage(resolveSiteContext(request), request);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.meta.title }] : []),
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /referral (accounts-commerce §2): refer and earn, signed in or not. */
export default function ReferralPage() {
  const site = useRequiredSite();
  const page = useLoaderData<typeof loader>();
  return (
    <PageShell site={site}>
      {page.kind === 'signedIn' ? (
        <InviteAndEarnView invite={page.invite} faq={page.faq} />
      ) : page.kind === 'signedOut' ? (
        <ReferralSignedOutView faq={page.faq} signInHref={page.signInHref} />
      ) : (
        <ReferralUnavailableView />
      )}
    </PageShell>
  );
}
