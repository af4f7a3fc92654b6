import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, getOnboarding, type AccountType, type ApiClientOptions, type OnboardingReply } from '@stays/api-client';

/** The onboarding widget while it loads, once loaded, or its failure: the server's message, or null for none. */
export type OnboardingState = { status: 'loading' } | { status: 'loaded'; widget: OnboardingReply } | { status: 'failed'; serverMessage: string | null };

/** Asks the onboarding widget (accounts-commerce §4) for the sign-up step of a new phone, once per country. */
export function useOnboardingWidget(
  api: ApiClientOptions,
  query: { country_iso_code: string; mode?: AccountType; phone_country_iso_code?: string },
  enabled: boolean,
): OnboardingState {
  const [state, setState] = useState<OnboardingState>({ status: 'loading' });
  const { country_iso_code: country, mode, phone_country_iso_code: phoneCountry } = query;
  // The options object may be rebuilt on every render of the page; only its origin and locale decide the answer.
  const apiRef = useRef(api);
  apiRef.current = api;
  const { baseUrl, locale } = api;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getOnboarding(
      apiRef.current,
      { country_iso_code: country, ...(mode ? { mode } : {}), ...(phoneCountry ? { phone_country_iso_code: phoneCountry } : {}) },
      controller.signal,
    )
      .then((widget) => setState({ status: 'loaded', widget }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', serverMessage: error instanceof ApiRequestError && error.code !== 'HTTP_ERROR' ? error.message : null });
      });
    return () => controller.abort();
  }, [baseUrl, locale, country, mode, phoneCountry, enabled]);
  return state;
}
