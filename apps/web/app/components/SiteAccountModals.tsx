import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { resolveModal } from '@stays/booking-rules';
import { countryByCode, DEFAULT_DIAL_CODE } from '@stays/brand-config';
import { browserApi } from '@stays/feature-account';
import { useIsFirstLoad } from '../navigation/first-load';
import type { SiteContext } from '../site/site-context';

/** The `?modal=` values of the account dialogs (accounts-commerce §2). */
const ACCOUNT_MODALS: ReadonlySet<string> = new Set(['signin', 'signup', 'showOtp', 'forgotPassword', 'socialLogin']);

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
  const isFirstLoad = useIsFirstLoad();
  // Decided here too, so a dialog the page does not open (e.g. ?modal=signin at first load) costs no chunk.
  const decision = resolveModal(params.get('modal'), { isFirstLoad, bookingSummaryOpen: false, avoidSearchPopup: false, webview: params.get('webview') });
  if (decision.action !== 'open' || !ACCOUNT_MODALS.has(decision.modal)) return null;
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
        isFirstLoad={isFirstLoad}
      />
    </Suspense>
  );
}
