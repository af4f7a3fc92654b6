import type { AccountType } from '../contracts/account';
import type { OnboardingReply } from '../contracts/account-new-flow';
import { accountRoutes } from '../contracts/account-routes';
import { getJson, type ApiClientOptions } from './http';

/**
 * GET /v1/create/account/onboarding: the onboarding widget. It lives "on a separate host" (accounts-commerce
 * §7): the caller passes options whose baseUrl is that host's origin (ONBOARDING_ORIGIN; '' for the site itself).
 */
export function getOnboarding(
  options: ApiClientOptions,
  query: { country_iso_code: string; mode?: AccountType; phone_country_iso_code?: string },
  signal?: AbortSignal,
): Promise<OnboardingReply> {
  return getJson(
    options,
    accountRoutes.onboarding,
    query,
    () => import('../contracts/account-new-flow').then((contract) => contract.onboardingReplySchema),
    signal,
  );
}
