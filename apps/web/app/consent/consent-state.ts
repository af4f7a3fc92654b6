import { useRouteLoaderData } from 'react-router';
import type { ConsentInfo } from '@stays/api-client';
import type { ConsentChoice } from '@stays/brand-config';
import { useConsentStore } from './consent-store';

/** What the root loader knows of the guest's consent (serialisable). */
export interface ConsentState {
  /** The guest's gdpr flag (by the site's country): preferences and statistics wait for a yes. */
  gdpr: boolean;
  /** The consent info was fetched (accounts-commerce §2 "the data-fetched flag"); the banner waits for it. */
  infoFetched: boolean;
  /** The brand's hideGdprBanner feature flag. */
  hideBanner: boolean;
  /** The categories and their cookies, from the consent info (empty until fetched). */
  categories: ConsentInfo['categories'];
  /** The choice in the guest's consent cookie, or null when they have not chosen (or chose under an older version). */
  choice: ConsentChoice | null;
}

/** Without the root loader's answer (an error page): nothing asked, and nothing that needs consent written or sent. */
const UNKNOWN: ConsentState = { gdpr: true, infoFetched: false, hideBanner: true, categories: [], choice: null };

/** The consent as it stands now: the choice made in this tab, else the one the page arrived with. */
export function useConsent(): ConsentState {
  const loaded = useRouteLoaderData<{ consent?: ConsentState }>('root')?.consent ?? UNKNOWN;
  const chosen = useConsentStore((state) => state.choice);
  return chosen === undefined ? loaded : { ...loaded, choice: chosen };
}
