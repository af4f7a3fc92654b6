import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getWizardStatus, type ApiClientOptions } from '@stays/api-client';
import { brandById } from '@stays/brand-config';
import { MemberPricingProvider } from '@stays/ui';
import type { SiteContext } from '../../site/site-context';
import { cardWizardDiscountPercent } from './card-wizard-discount';

/**
 * Lets the listing cards inside show a signed-in wizard member their member price. The wizard status is asked for
 * only for a signed-in guest on a brand that offers wizard, under the hotel page's query key (one call for both).
 */
export function MemberCardPricing({ site, api, signedIn, children }: { site: SiteContext; api: ApiClientOptions; signedIn: boolean; children: ReactNode }) {
  const wizard = useQuery({
    queryKey: ['wizardStatus'],
    queryFn: ({ signal }) => getWizardStatus(api, {}, signal),
    enabled: signedIn && !brandById(site.brandId).featureFlags.hideWizard,
    staleTime: 60_000,
  });
  const percent = cardWizardDiscountPercent({ brandId: site.brandId, signedIn, membership: wizard.data?.membership_detail });
  return <MemberPricingProvider wizardDiscountPercent={percent}>{children}</MemberPricingProvider>;
}
