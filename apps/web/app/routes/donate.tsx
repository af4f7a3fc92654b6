import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageShell } from '../components/PageShell';
import { DonatePage } from '../pages/engagement/DonatePage';
import { donationMessages } from '../pages/engagement/donation-messages';
import { loadDonatePage, submitDonation } from '../pages/engagement/donation.server';
import { serverIntl } from '../site/intl.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  const intl = await serverIntl(site.locale);
  return {
    ...(await loadDonatePage(site)),
    meta: { title: `${intl.formatMessage(donationMessages.title)} | ${site.brandName}`, description: intl.formatMessage(donationMessages.how) },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return submitDonation(resolveSiteContext(request), request);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }] : [];

/** /donate (accounts-commerce §2): the charity campaign. */
export default function Donate() {
  const site = useRequiredSite();
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <PageShell site={site}>
      <DonatePage site={site} {...page} error={refused?.error ?? null} typed={refused?.typed ?? ''} />
    </PageShell>
  );
}
