import { defineMessages } from 'react-intl';
import { ApiRequestError, dealNameSchema, getDealByName, type DealInfo } from '@stays/api-client';
import { serverApi } from '../../site/api.server';
import { serverIntl } from '../../site/intl.server';
import type { SiteContext } from '../../site/site-context';
import { notFound } from '../not-found.server';

const messages = defineMessages<{ title: { deal: string; brand: string } }>({
  title: { id: 'web.deal.title', defaultMessage: '{deal} | {brand}' },
});

/**
 * The deal page /deals/{dealName} (guest-journey §2 "Deal page"): the brand's deal on offer, with its terms, cities
 * and properties. A deal that is unknown, expired or another brand's is the site's 404 page.
 */
export async function loadDeal(site: SiteContext, url: URL, dealName: string, viewer?: Request) {
  if (!dealNameSchema.safeParse(dealName).success) notFound();
  let deal: DealInfo;
  try {
    deal = await getDealByName(serverApi(site.locale, viewer), dealName, { brand_name: site.brandId });
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 404) notFound();
    throw error;
  }
  const intl = await serverIntl(site.locale);
  return {
    kind: 'deal' as const,
    deal,
    path: url.pathname,
    params: Object.fromEntries(url.searchParams),
    modal: url.searchParams.get('modal'),
    meta: {
      title: intl.formatMessage(messages.title, { deal: deal.title, brand: site.brandName }),
      description: deal.description,
      canonical: `${site.origin}/deals/${deal.url_name}`,
      siteName: site.brandName,
    },
  };
}
