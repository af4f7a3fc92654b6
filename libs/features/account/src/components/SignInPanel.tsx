import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccountType, ApiClientOptions } from '@stays/api-client';
import { EmailSignInForm } from '../forms/EmailSignInForm';
import type { PlainSignInPost } from '../forms/plain-post';
import { PhoneOtpForm, type PhoneOtpStep } from '../forms/PhoneOtpForm';
import { accountMessages } from '../messages';
import { SocialButtons } from './SocialButtons';
import styles from './Account.module.css';

export interface SignInPanelProps {
  api: ApiClientOptions;
  defaultCountryCode: string;
  onSignedIn: () => void;
  forgotPasswordHref: string;
  returnUrl?: string | null;
  onStepChange?: (step: PhoneOtpStep) => void;
  /** The site's country asks for the guest's address at sign-up. */
  askAddress?: boolean;
  /** The site's country (ISO code) and where its onboarding widget is asked (accounts-commerce §7). */
  countryIsoCode?: string;
  onboardingApi?: ApiClientOptions;
  /** The login entry page signed in on (consumer, travel_agent or corporate). */
  mode?: AccountType;
  /** The site's device role (deviceRoleOf its microsite config). */
  deviseRole?: string;
  /** The forms as the browser posts them before hydration (the login page's action). */
  plainPost?: PlainSignInPost;
  /** A friend's referral code from their share link, filled in at sign-up. */
  referralCode?: string | undefined;
}

/** Every way in: phone and SMS code (sign-in or sign-up), e-mail and password, the social providers. */
export function SignInPanel({
  api,
  defaultCountryCode,
  onSignedIn,
  forgotPasswordHref,
  returnUrl,
  onStepChange,
  askAddress,
  countryIsoCode,
  onboardingApi,
  mode,
  deviseRole,
  plainPost,
  referralCode,
}: SignInPanelProps) {
  const intl = useIntl();
  const [step, setStep] = useState<PhoneOtpStep>('phone');
  const changeStep = (next: PhoneOtpStep) => {
    setStep(next);
    onStepChange?.(next);
  };
  const phoneForm = (
    <PhoneOtpForm
      api={api}
      defaultCountryCode={defaultCountryCode}
      onSignedIn={onSignedIn}
      onStepChange={changeStep}
      askAddress={askAddress}
      countryIsoCode={countryIsoCode}
      onboardingApi={onboardingApi}
      mode={mode}
      deviseRole={deviseRole}
      plainPost={plainPost}
      referralCode={referralCode}
    />
  );
  // Once a code is on its way the guest finishes that path; the other ways in come back with 'Use another number'.
  if (step !== 'phone') {
    return <div className={styles.panel}>{phoneForm}</div>;
  }
  return (
    <div className={styles.panel}>
      {phoneForm}
      <section aria-label={intl.formatMessage(accountMessages.orEmail)}>
        <p className={styles.divider}>{intl.formatMessage(accountMessages.orEmail)}</p>
        <EmailSignInForm api={api} onSignedIn={onSignedIn} forgotPasswordHref={forgotPasswordHref} mode={mode} deviseRole={deviseRole} plainPost={plainPost} />
      </section>
      <SocialButtons api={api} returnUrl={returnUrl} />
    </div>
  );
}
