import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageShell } from '../components/PageShell';
import { StaffDashboard } from '../pages/staff/StaffDashboard';
import { loadStaffDashboardPage } from '../pages/staff/staff-dashboard.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadStaffDashboardPage(resolveSiteContext(request), request);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.meta.title }] : []),
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /staff/dashboard: the site team's dashboard of the stored analytics events (a staff role; 404 for everyone else). */
export default function StaffDashboardPage() {
  const site = useRequiredSite();
  const { reply, periodRefused } = useLoaderData<typeof loader>();
  return (
    <PageShell site={site} wide>
      <StaffDashboard reply={reply} periodRefused={periodRefused} />
    </PageShell>
  );
}
