import { useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageShell } from '../components/PageShell';
import { DonationReceipt } from '../pages/engagement/DonationReceipt';
import { loadVerifyDonation } from '../pages/engagement/donation.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadVerifyDonation(resolveSiteContext(request), request);
}

export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

/** /verifyDonation (accounts-commerce §2): back from the payment provider, the donation's receipt or outcome. */
export default function VerifyDonation() {
  const site = useRequiredSite();
  const location = useLocation();
  const { donation } = useLoaderData<typeof loader>();
  return (
    <PageShell site={site}>
      <DonationReceipt site={site} donation={donation} here={`${location.pathname}${location.search}`} />
    </PageShell>
  );
}
