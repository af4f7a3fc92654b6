import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageShell } from '../components/PageShell';
import { CheckinPage } from '../pages/engagement/CheckinPage';
import { loadCheckinPage, submitCheckin } from '../pages/engagement/checkin.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadCheckinPage(resolveSiteContext(request), request, params['bookingId'] ?? '');
}

export async function action({ request, params }: ActionFunctionArgs) {
  return submitCheckin(resolveSiteContext(request), request, params['bookingId'] ?? '');
}

export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

/** /booking/{bookingId}/online-checkin: the guests' details before they arrive. */
export default function OnlineCheckin() {
  const site = useRequiredSite();
  const { checkin, csrfToken } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <PageShell site={site}>
      <CheckinPage site={site} checkin={checkin} csrfToken={csrfToken} error={refused?.error ?? null} />
    </PageShell>
  );
}
