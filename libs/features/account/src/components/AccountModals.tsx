import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import type { ApiClientOptions } from '@stays/api-client';
import { resolveModal } from '@stays/booking-rules';
import { Dialog } from '@stays/ui';
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm';
import type { PhoneOtpStep } from '../forms/PhoneOtpForm';
import { accountMessages } from '../messages';
import { SignInPanel } from './SignInPanel';
import { SocialButtons } from './SocialButtons';

const STEP_MODAL: Record<PhoneOtpStep, string> = { phone: 'signin', signin: 'showOtp', signup: 'signup' };

export interface AccountModalsProps {
  api: ApiClientOptions;
  defaultCountryCode: string;
  onSignedIn: () => void;
  /** The page shows the location the browser loaded: of these dialogs only socialLogin opens then (guest-journey §2). */
  isFirstLoad: boolean;
  /** Whether the hotel page's booking summary is open (socialLogin needs it; showOtp nests in it). */
  bookingSummaryOpen?: boolean;
  /** Sign-up asks for the postal address (holiday-home sites). */
  askAddress?: boolean;
  /** The site's country (ISO code) and where its onboarding widget is asked (accounts-commerce §7). */
  countryIsoCode?: string;
  onboardingApi?: ApiClientOptions;
  /** The site's device role (deviceRoleOf its microsite config). */
  deviseRole?: string;
}

/**
 * The account dialogs opened by `?modal=` (accounts-commerce §2): signin, signup, showOtp, forgotPassword and
 * socialLogin, by the modal rules of booking-rules (first load honours only socialLogin of these).
 */
export function AccountModals({
  api,
  defaultCountryCode,
  onSignedIn,
  isFirstLoad,
  bookingSummaryOpen = false,
  askAddress = false,
  countryIsoCode,
  onboardingApi,
  deviseRole,
}: AccountModalsProps) {
  const intl = useIntl();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const decision = resolveModal(params.get('modal'), { isFirstLoad, bookingSummaryOpen, avoidSearchPopup: false, webview: params.get('webview') });
  if (decision.action !== 'open') return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('modal');
        return next;
      },
      { replace: true },
    );
  const setModal = (modal: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('modal', modal);
        return next;
      },
      { replace: true },
    );

  switch (decision.modal) {
    case 'signin':
    case 'signup':
    case 'showOtp':
      return (
        <Dialog
          open
          placement="modal"
          title={intl.formatMessage(
            decision.modal === 'signup' ? accountMessages.signUpTitle : decision.modal === 'showOtp' ? accountMessages.otpTitle : accountMessages.signInTitle,
          )}
          onClose={close}
        >
          <SignInPanel
            api={api}
            defaultCountryCode={defaultCountryCode}
            onSignedIn={onSignedIn}
            askAddress={askAddress}
            countryIsoCode={countryIsoCode}
            onboardingApi={onboardingApi}
            deviseRole={deviseRole}
            forgotPasswordHref="?modal=forgotPassword"
            onStepChange={(step) => setModal(STEP_MODAL[step])}
          />
        </Dialog>
      );
    case 'forgotPassword':
      return (
        <Dialog open placement="modal" title={intl.formatMessage(accountMessages.forgotTitle)} onClose={close}>
          <ForgotPasswordForm api={api} deviseRole={deviseRole} />
        </Dialog>
      );
    case 'socialLogin':
      return (
        <Dialog open placement="modal" title={intl.formatMessage(accountMessages.socialTitle)} onClose={close}>
          <SocialButtons api={api} returnUrl={`${location.pathname}${location.search}`} />
        </Dialog>
      );
    default:
      return null;
  }
}
