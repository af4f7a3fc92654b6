/**
 * Where the browser asks for the onboarding widget (accounts-commerce §7 "/v1/create/account/onboarding on a
 * separate host"): the http(s) origin in ONBOARDING_ORIGIN, or '' — the site itself, whose server proxies /v1/
 * to the API — when it is unset or not an http(s) address.
 */
export function onboardingOriginFrom(env: Record<string, string | undefined>): string {
  const value = env['ONBOARDING_ORIGIN']?.trim();
  if (!value) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}
