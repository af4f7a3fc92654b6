import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { defineMessages, useIntl } from 'react-intl';
import { PageShell } from '../components/PageShell';
import { StaticPage } from '../components/StaticPage';
import { staticPageLead } from '../pages/static-page-copy';
import { staticPageMeta } from '../pages/static-page.server';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';

type Brand = { brand: string };

const messages = defineMessages<{
  title: Record<never, never>;
  pageTitle: Brand;
  leadHotels: Brand;
  leadHomes: Brand;
  howTitle: Record<never, never>;
  howBody: Record<never, never>;
  promiseTitle: Record<never, never>;
  promiseBody: Record<never, never>;
}>({
  title: { id: 'web.about.title', defaultMessage: 'About us' },
  pageTitle: { id: 'web.about.pageTitle', defaultMessage: 'About us | {brand}' },
  leadHotels: {
    id: 'web.about.lead.hotels',
    defaultMessage: '{brand} helps travellers across India find a good hotel room at a fair price, from business trips to weekends away.',
  },
  leadHomes: {
    id: 'web.about.lead.homes',
    defaultMessage: '{brand} brings together holiday homes by the sea, in the dunes and in the hills, for families and friends who want room to breathe.',
  },
  howTitle: { id: 'web.about.how.title', defaultMessage: 'How we work' },
  howBody: {
    id: 'web.about.how.body',
    defaultMessage: 'We work directly with the owners and managers of every property we list. Prices and availability come straight from them, night by night.',
  },
  promiseTitle: { id: 'web.about.promise.title', defaultMessage: 'Our promise' },
  promiseBody: {
    id: 'web.about.promise.body',
    defaultMessage: 'What you see is what you pay: the price per night and the total for your stay are shown before you choose a room.',
  },
});

export async function loader({ request }: LoaderFunctionArgs) {
  return { meta: await staticPageMeta(request, '/about', messages) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function About() {
  const intl = useIntl();
  const site = useRequiredSite();
  const lead = staticPageLead(site, messages);
  return (
    <PageShell site={site}>
      <StaticPage title={intl.formatMessage(messages.title)} lead={intl.formatMessage(lead, { brand: site.brandName })}>
        <h2>{intl.formatMessage(messages.howTitle)}</h2>
        <p>{intl.formatMessage(messages.howBody)}</p>
        <h2>{intl.formatMessage(messages.promiseTitle)}</h2>
        <p>{intl.formatMessage(messages.promiseBody)}</p>
      </StaticPage>
    </PageShell>
  );
}
