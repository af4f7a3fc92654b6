import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getWizardStatus, type ApiClientOptions } from '@stays/api-client';
import type { SiteContext } from '../../site/site-context';
import { cardWizardDiscountPercent } from './card-wizard-discount';

/**
 * Reads a signed-in guest's wizard status (under the hotel page's query key: one call for both) and reports the
 * percentage the cards take off, or null. Loaded only for a signed-in guest on a brand that offers wizard.
 */
export default function WizardDiscountReader({
  site,
  api,
  onPercent,
}: {
  site: SiteContext;
  api: ApiClientOptions;
  onPercent: (percent: number | null) => void;
}) {
  const wizard = useQuery({ queryKey: ['wizardStatus'], queryFn: ({ signal }) => getWizardStatus(api, {}, signal), staleTime: 60_000 });
  const percent = cardWizardDiscountPercent({ brandId: site.brandId, signedIn: true, membership: wizard.data?.membership_detail });
  useEffect(() => onPercent(percent), [percent, onPercent]);
  return null;
}
