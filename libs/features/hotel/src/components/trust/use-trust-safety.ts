import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrustSafety, type ApiClientOptions, type TrustSafetyInfo } from '@stays/api-client';

function trustSafetyQuery(api: ApiClientOptions, countryCode: string) {
  return queryOptions({
    queryKey: ['trustSafety', countryCode],
    queryFn: ({ signal }) => getTrustSafety(api, { user_country_id: countryCode, app_client: 'website' }, signal),
    // Company policy per country: it changes with a release, not while a guest reads the page.
    staleTime: 60 * 60_000,
  });
}

/** GET trustSafety for the guest's country; the server-rendered answer is the first data. */
export function useTrustSafety(api: ApiClientOptions, countryCode: string, initial: TrustSafetyInfo | null) {
  return useQuery({ ...trustSafetyQuery(api, countryCode), ...(initial ? { initialData: initial } : {}) });
}
