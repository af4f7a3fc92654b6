import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { RewardCategory } from '@stays/api-client';
import { RewardsView } from '@stays/feature-account';
import { PageShell } from '../components/PageShell';
import { loadRewardsPage } from '../pages/referral/rewards.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadRewardsPage(resolveSiteContext(request), request, params['categoryId']);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.meta.title }] : []),
  { name: 'robots', content: 'noindex, nofollow' },
];

const categoryHref = (category: RewardCategory | null) => (category ? `/rewards/${category}` : '/rewards');

/** /rewards and /rewards/{categoryId} (accounts-commerce §2): the signed-in guest's rewards, server-rendered. */
export default function RewardsPage() {
  const site = useRequiredSite();
  const { reply, referralHref } = useLoaderData<typeof loader>();
  return (
    <PageShell site={site}>
      <RewardsView reply={reply} categoryHref={categoryHref} referralHref={referralHref} />
    </PageShell>
  );
}
