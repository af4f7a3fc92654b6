import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClientOptions } from '@stays/api-client';
import { EmailSignInForm } from '../forms/EmailSignInForm';
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
}

/** Every way in: phone and SMS code (sign-in or sign-up), e-mail and password, the social providers. */
export function SignInPanel({ api, defaultCountryCode, onSignedIn, forgotPasswordHref, returnUrl, onStepChange, askAddress }: SignInPanelProps) {
  const intl = useIntl();
  const [step, setStep] = useState<PhoneOtpStep>('phone');
  const changeStep = (next: PhoneOtpStep) => {
    setStep(next);
    onStepChange?.(next);
  };
  // Once a code is on its way the guest finishes that path; the other ways in come back with 'Use another number'.
  if (step !== 'phone') {
    return (
      <div className={styles.panel}>
        <PhoneOtpForm api={api} defaultCountryCode={defaultCountryCode} onSignedIn={onSignedIn} onStepChange={changeStep} askAddress={askAddress} />
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <PhoneOtpForm api={api} defaultCountryCode={defaultCountryCode} onSignedIn={onSignedIn} onStepChange={changeStep} askAddress={askAddress} />
      <section aria-label={intl.formatMessage(accountMessages.orEmail)}>
        <p className={styles.divider}>{intl.formatMessage(accountMessages.orEmail)}</p>
        <EmailSignInForm api={api} onSignedIn={onSignedIn} forgotPasswordHref={forgotPasswordHref} />
      </section>
      <SocialButtons api={api} returnUrl={returnUrl} />
    </div>
  );
}
