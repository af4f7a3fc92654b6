import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { ApiClientOptions } from '@stays/api-client';
import { brandById } from '@stays/brand-config';
import { MemberPricingProvider } from '@stays/ui';
import type { SiteContext } from '../../site/site-context';

// The wizard status call and its rule load only for a signed-in guest: a guest's listing stays as light as before.
const WizardDiscountReader = lazy(() => import('./WizardDiscountReader'));

/**
 * Lets the listing cards inside show a signed-in wizard member their member price. The wizard status is asked for
 * only for a signed-in guest on a brand that offers wizard; the cards render the same either way until it answers.
 */
export function MemberCardPricing({ site, api, signedIn, children }: { site: SiteContext; api: ApiClientOptions; signedIn: boolean; children: ReactNode }) {
  const [percent, setPercent] = useState<number | null>(null);
  const asks = signedIn && !brandById(site.brandId).featureFlags.hideWizard;
  return (
    <MemberPricingProvider wizardDiscountPercent={asks ? percent : null}>
      {asks ? (
        <Suspense fallback={null}>
          <WizardDiscountReader site={site} api={api} onPercent={setPercent} />
        </Suspense>
      ) : null}
      {children}
    </MemberPricingProvider>
  );
}
