import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { OfflinePage } from '../offline/OfflinePage';
import { offlineMessages } from '../offline/offline-messages';
import { serverIntl } from '../site/intl.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

/** /offline (guest-journey §2): the page the service worker keeps for when the device has no connection. */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  const intl = await serverIntl(site.locale);
  return { title: intl.formatMessage(offlineMessages.pageTitle, { brand: site.brandName }) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.title }] : []),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Offline() {
  return <OfflinePage site={useRequiredSite()} />;
}
