import { defineMessages } from 'react-intl';
import { countryById, type CountryConfig } from '@stays/brand-config';
import { stayFromQuery } from '@stays/validation';
import { serverIntl } from '../site/intl.server';
import type { SiteContext } from '../site/site-context';

const messages = defineMessages<{ title: { brand: string }; description: { brand: string } }>({
  title: { id: 'web.nearMe.title', defaultMessage: 'Stays near me | {brand}' },
  description: { id: 'web.nearMe.description', defaultMessage: 'Find hotels and homes close to where you are on {brand}, nearest first.' },
});

/** /hotels-near-me before a position is known: the page that asks for it (guest-journey §2 "Nearby page"). */
export async function loadNearMe(site: SiteContext, url: URL) {
  const intl = await serverIntl(site.locale);
  const stay = stayFromQuery(url.searchParams, countryById(site.countryId) as CountryConfig, new Date());
  return {
    kind: 'nearMe' as const,
    stay,
    meta: {
      title: intl.formatMessage(messages.title, { brand: site.brandName }),
      description: intl.formatMessage(messages.description, { brand: site.brandName }),
      canonical: `${site.origin}/hotels-near-me`,
      siteName: site.brandName,
    },
  };
}
