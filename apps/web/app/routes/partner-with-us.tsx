import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { defineMessages, useIntl } from 'react-intl';
import { PageShell } from '../components/PageShell';
import { StaticPage } from '../components/StaticPage';
import { staticPageLead } from '../pages/static-page-copy';
import { staticPageMeta } from '../pages/static-page.server';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';

type NoValues = Record<never, never>;

const messages = defineMessages<{
  title: NoValues;
  pageTitle: { brand: string };
  leadHotels: { brand: string };
  leadHomes: { brand: string };
  benefitsTitle: NoValues;
  benefitGuests: NoValues;
  benefitControl: NoValues;
  benefitPayments: NoValues;
  contactTitle: NoValues;
  contactBody: { email: string };
}>({
  title: { id: 'web.partner.title', defaultMessage: 'Partner with us' },
  pageTitle: { id: 'web.partner.pageTitle', defaultMessage: 'Partner with us | {brand}' },
  leadHotels: { id: 'web.partner.lead.hotels', defaultMessage: 'Run a hotel in India? List it on {brand} and reach guests who are ready to book.' },
  leadHomes: { id: 'web.partner.lead.homes', defaultMessage: 'Own a holiday home? List it on {brand} and welcome guests from all over Europe.' },
  benefitsTitle: { id: 'web.partner.benefits.title', defaultMessage: 'What you get' },
  benefitGuests: { id: 'web.partner.benefits.guests', defaultMessage: 'Guests searching your city every day, on phones and computers.' },
  benefitControl: { id: 'web.partner.benefits.control', defaultMessage: 'Your own prices, rooms and availability, night by night.' },
  benefitPayments: { id: 'web.partner.benefits.payments', defaultMessage: 'Guests who pay online or at your property, as you prefer.' },
  contactTitle: { id: 'web.partner.contact.title', defaultMessage: 'Get in touch' },
  contactBody: { id: 'web.partner.contact.body', defaultMessage: 'Write to {email} and our partner team will reply within two working days.' },
});

const partnerEmail = (brandId: string) => (brandId === 'nivaas' ? 'partners@nivaas.example' : 'partners@dunelight.example');

export async function loader({ request }: LoaderFunctionArgs) {
  return { meta: await staticPageMeta(request, '/partner-with-us', messages) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function PartnerWithUs() {
  const intl = useIntl();
  const site = useRequiredSite();
  const lead = staticPageLead(site, messages);
  const email = partnerEmail(site.brandId);
  return (
    <PageShell site={site}>
      <StaticPage title={intl.formatMessage(messages.title)} lead={intl.formatMessage(lead, { brand: site.brandName })}>
        <h2>{intl.formatMessage(messages.benefitsTitle)}</h2>
        <ul>
          <li>{intl.formatMessage(messages.benefitGuests)}</li>
          <li>{intl.formatMessage(messages.benefitControl)}</li>
          <li>{intl.formatMessage(messages.benefitPayments)}</li>
        </ul>
        <h2>{intl.formatMessage(messages.contactTitle)}</h2>
        <p>{intl.formatMessage(messages.contactBody, { email })}</p>
      </StaticPage>
    </PageShell>
  );
}
