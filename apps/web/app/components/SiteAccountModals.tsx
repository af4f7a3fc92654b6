import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { countryByCode, DEFAULT_DIAL_CODE } from '@stays/brand-config';
import { browserApi } from '@stays/feature-account';
import type { SiteContext } from '../site/site-context';

/** The `?modal=` values of the account dialogs (accounts-commerce §2). */
export const ACCOUNT_MODALS: ReadonlySet<string> = new Set(['signin', 'signup', 'showOtp', 'forgotPassword', 'socialLogin']);

// The dialogs' code is fetched only when a link opens one: no page pays for it up front.
const AccountModals = lazy(() => import('./AccountModalsChunk'));

/** After signing in through a dialog the guest stays where they were, now signed in (the page reloads without the dialog). */
function reloadWithoutModal() {
  const url = new URL(window.location.href);
  url.searchParams.delete('modal');
  window.location.assign(`${url.pathname}${url.search}${url.hash}`);
}

/** Every page's sign-in, sign-up, OTP, forgotten-password and social sign-in dialogs. */
export function SiteAccountModals({ site }: { site: SiteContext }) {
  const [params] = useSearchParams();
  if (!ACCOUNT_MODALS.has(params.get('modal') ?? '')) return null;
  return (
    <Suspense fallback={null}>
      <AccountModals
        api={browserApi(site.locale)}
        defaultCountryCode={countryByCode(site.countryCode)?.dialCode ?? DEFAULT_DIAL_CODE}
        askAddress={countryByCode(site.countryCode)?.signUpAsksAddress ?? false}
        countryIsoCode={site.countryCode}
        onboardingApi={{ ...browserApi(site.locale), baseUrl: site.onboardingOrigin }}
        deviseRole={site.deviceRole}
        onSignedIn={reloadWithoutModal}
      />
    </Suspense>
  );
}
