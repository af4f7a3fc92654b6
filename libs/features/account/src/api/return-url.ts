import { safeReturnUrl } from '@stays/api-client';
import { postLoginDestination } from '@stays/booking-rules';
import { BRANDS } from '@stays/brand-config';

const RETURN_URL_KEY = 'retUrl';
const OWN_HOSTS = BRANDS.flatMap((brand) => brand.sites.map((site) => site.host));

/** "retUrl is stored when given": kept for this tab until the sign-in finishes, only when it is our own site. */
export function storeReturnUrl(retUrl: string | null, storage: Storage = sessionStorage): void {
  const safe = safeReturnUrl(retUrl, OWN_HOSTS);
  if (safe) storage.setItem(RETURN_URL_KEY, safe);
}

/** Where to go after sign-in or sign-up: the stored return URL when it is ours, else the country's default. */
export function takeReturnUrl(countryDefault: string, storage: Storage = sessionStorage): string {
  const stored = storage.getItem(RETURN_URL_KEY);
  storage.removeItem(RETURN_URL_KEY);
  return returnUrlAfterSignIn(stored, countryDefault);
}

/** Where a sign-in goes on: `retUrl` when it is our own site, else the country's default. */
export function returnUrlAfterSignIn(retUrl: string | null, countryDefault: string): string {
  return postLoginDestination(safeReturnUrl(retUrl, OWN_HOSTS), countryDefault);
}
