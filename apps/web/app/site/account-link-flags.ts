import { brandById, countryByCode, toShowPlayAndWin } from '@stays/brand-config';
import type { AccountLinkFlags } from '@stays/feature-account';
import type { SiteContext } from './site-context';

/** Which account pages this site offers: the brand's hideWizard, the country's doesReferralExists and toShowPlayAndWin. */
export function accountLinkFlags(site: SiteContext): AccountLinkFlags {
  return {
    hideWizard: brandById(site.brandId).featureFlags.hideWizard,
    doesReferralExists: countryByCode(site.countryCode)?.doesReferralExists ?? false,
    toShowPlayAndWin: toShowPlayAndWin(site.countryCode),
  };
}
