import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  ApiRequestError,
  authenticate,
  generateByPhone,
  generateOtp,
  userSignIn,
  userSignUp,
  type AccountType,
  type ApiClientOptions,
  type OtpReply,
} from '@stays/api-client';
import { dialogAfterOtp } from '@stays/booking-rules';
import { DEFAULT_DEVICE_ROLE } from '@stays/brand-config';
import { Button, TextField, useValueTypedBeforeHydration } from '@stays/ui';
import { addressSchema, isEmailValid, isNameValid, isPhoneValidForDialCode, splitName, validationMessages } from '@stays/validation';
import { accountMessages, accountValueMessages } from '../messages';
import { isReferralCodeWellFormed } from '../referral/referral-code';
import { referralMessages } from '../referral/referral-messages';
import { rememberUserModeOf } from '../session/account-user-mode';
import { FormMessage } from './FormMessage';
import { phoneFieldProps } from './phone-field-props';
import { PlainPostFields, plainPostError, SIGN_IN_POST_PATH, type PlainSignInPost } from './plain-post';
import { useAccountCall } from './use-account-call';
import { useOnboardingWidget } from './use-onboarding-widget';
import { useResendCountdown } from './use-resend-countdown';
import { useSignUpEmailProof } from './use-sign-up-email-proof';
import styles from './Forms.module.css';

export type PhoneOtpStep = 'phone' | 'signin' | 'signup';

export interface PhoneOtpFormProps {
  api: ApiClientOptions;
  /** '+91' */
  defaultCountryCode: string;
  onSignedIn: () => void;
  /** The dialog the guest is in: phone entry, then sign-in or sign-up as is_user_present says. */
  onStepChange?: (step: PhoneOtpStep) => void;
  /** The site's country asks for the guest's address at sign-up (until the onboarding widget says otherwise). */
  askAddress?: boolean;
  /** The site's country (ISO code), for the onboarding widget of the sign-up step. */
  countryIsoCode?: string;
  /** Where the onboarding widget is asked (ONBOARDING_ORIGIN); the API options when not given. */
  onboardingApi?: ApiClientOptions;
  /** The login entry page signed in on: travel_agent and corporate admit only their own accounts. */
  mode?: AccountType;
  /** The site's device role (deviceRoleOf its microsite config). */
  deviseRole?: string;
  /** The phone form as the browser posts it before hydration (the login page's action). */
  plainPost?: PlainSignInPost;
  /** A friend's referral code from their share link (?referral=), filled in at sign-up. */
  referralCode?: string;
}

/** Phone and SMS code: sign-in for a known phone, sign-up (name, e-mail, consent) for a new one. */
export function PhoneOtpForm({
  api,
  defaultCountryCode,
  onSignedIn,
  onStepChange,
  askAddress = false,
  countryIsoCode = 'IN',
  onboardingApi,
  mode = 'consumer',
  deviseRole = DEFAULT_DEVICE_ROLE,
  plainPost,
  referralCode = '',
}: PhoneOtpFormProps) {
  const intl = useIntl();
  const [countryCode, setCountryCode] = useState(defaultCountryCode);
  const [phone, setPhone] = useState('');
  // What a guest typed before hydration stays theirs (a slow phone types faster than the page wakes).
  const countryCodeRef = useValueTypedBeforeHydration(countryCode, setCountryCode);
  const phoneRef = useValueTypedBeforeHydration(phone, (typed) => setPhone(typed.replace(/\D/g, '')));
  const [otp, setOtp] = useState<OtpReply | null>(null);
  const [step, setStep] = useState<PhoneOtpStep>('phone');
  const call = useAccountCall('other', plainPostError(plainPost, 'phone'));

  const goTo = (next: PhoneOtpStep) => {
    setStep(next);
    onStepChange?.(next);
  };

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const digits = phone.trim();
    if (!/^\d+$/.test(digits) || !isPhoneValidForDialCode(digits, countryCode)) return call.setError(accountMessages.invalidPhone);
    const reply = await call.run(() => (otp ? generateOtp : generateByPhone)(api, { phone: digits, country_code: countryCode, devise_role: deviseRole }));
    if (!reply) return;
    setOtp(reply);
    goTo(dialogAfterOtp(reply));
  }

  if (step === 'phone' || !otp) {
    return (
      // A POST: a submit before hydration puts no phone number in the URL (the server asks to wait for the page).
      <form className={styles.form} method="post" action={plainPost?.action ?? SIGN_IN_POST_PATH} onSubmit={sendCode} noValidate>
        <PlainPostFields post={plainPost} intent="phone" />
        <div className={styles.row}>
          <TextField
            label={intl.formatMessage(accountMessages.countryCodeLabel)}
            ref={countryCodeRef}
            name="country_code"
            value={countryCode}
            onChange={(event) => setCountryCode(event.target.value)}
            inputMode="tel"
            autoComplete="tel-country-code"
          />
          <TextField
            label={intl.formatMessage(accountMessages.phoneLabel)}
            placeholder={intl.formatMessage(accountMessages.phoneHint)}
            ref={phoneRef}
            value={phone}
            onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
            {...phoneFieldProps(phone, countryCode)}
            inputMode="numeric"
            autoComplete="tel-national"
            name="phone"
          />
        </div>
        <FormMessage error={call.error} />
        <Button type="submit" disabled={call.pending} fullWidth>
          {intl.formatMessage(accountMessages.sendOtp)}
        </Button>
      </form>
    );
  }

  return (
    <OtpStep
      api={api}
      step={step}
      otp={otp}
      countryCode={countryCode}
      phone={phone.trim()}
      onResend={() => void sendCode()}
      onChangePhone={() => goTo('phone')}
      onSignedIn={onSignedIn}
      resendError={call.error}
      askAddress={askAddress}
      countryIsoCode={countryIsoCode}
      onboardingApi={onboardingApi ?? api}
      mode={mode}
      deviseRole={deviseRole}
      referralCode={referralCode}
    />
  );
}

interface OtpStepProps {
  api: ApiClientOptions;
  step: 'signin' | 'signup';
  otp: OtpReply;
  countryCode: string;
  phone: string;
  onResend: () => void;
  onChangePhone: () => void;
  onSignedIn: () => void;
  resendError: ReturnType<typeof useAccountCall>['error'];
  askAddress: boolean;
  countryIsoCode: string;
  onboardingApi: ApiClientOptions;
  mode: AccountType;
  deviseRole: string;
  referralCode: string;
}

const without = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

function OtpStep({
  api,
  step,
  otp,
  countryCode,
  phone,
  onResend,
  onChangePhone,
  onSignedIn,
  resendError,
  askAddress: siteAsksAddress,
  countryIsoCode,
  onboardingApi,
  mode,
  deviseRole,
  referralCode: sharedReferralCode,
}: OtpStepProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [referralCode, setReferralCode] = useState(sharedReferralCode);
  const [address, setAddress] = useState({ street_name: '', street_no: '', zip_code: '', city: '' });
  const call = useAccountCall(step);
  const resendIn = useResendCountdown(otp);
  // The phone proven by its code at authenticate: a failed sign-up is retried with it, never with a second code.
  const [phoneVerificationToken, setPhoneVerificationToken] = useState<string | null>(null);
  const emailProof = useSignUpEmailProof(api, deviseRole);
  const emailCodeSentTo = emailProof.codeSentTo(email);
  const onboarding = useOnboardingWidget(onboardingApi, { country_iso_code: countryIsoCode.toUpperCase() }, step === 'signup');
  const widget = onboarding.status === 'loaded' ? onboarding.widget : null;
  const field = (name: string) => widget?.fields.find((candidate) => candidate.name === name);
  const askAddress = widget ? field('street_name') !== undefined : siteAsksAddress;
  const addressField = (name: keyof typeof address) => ({
    value: address[name],
    onChange: (event: { target: { value: string } }) => setAddress({ ...address, [name]: event.target.value }),
    name,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step === 'signin') {
      const reply = await call.run(() => userSignIn(api, { phone, country_code: countryCode, otp: code.trim(), mode, devise_role: deviseRole }));
      if (!reply) return;
      rememberUserModeOf(reply.user);
      onSignedIn();
      return;
    }
    if (!isNameValid(name) || !name.trim()) return call.setError(accountMessages.invalidName);
    const { firstName, lastName } = splitName(name);
    if ((field('last_name')?.required ?? true) && !lastName) return call.setError(validationMessages.fullNameError);
    if (field('email')?.required && !email.trim()) return call.setError(accountMessages.invalidEmail);
    if (email && !isEmailValid(email)) return call.setError(accountMessages.invalidEmail);
    if (password && password.length < 8) return call.setError(accountMessages.passwordTooShort);
    if (askAddress && !addressSchema.safeParse(address).success) return call.setError(accountMessages.invalidAddress);
    if (field('gdpr_consent')?.required && !consent) return call.setError(accountMessages.consentRequired);
    const typedReferralCode = referralCode.trim();
    if (typedReferralCode && !isReferralCodeWellFormed(typedReferralCode)) return call.setError(referralMessages.codeInvalid);
    // The e-mail code, when one was sent to this address, is checked first: a wrong one costs no phone proof.
    const emailVerified = await call.run(() => emailProof.proofFor(email));
    if (!emailVerified) return;
    // An expired or used proof is dropped, so the next try asks for a new code instead of reusing it.
    const forgetTokenIfRefused = <T,>(pending: Promise<T>) =>
      pending.catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.code === 'PHONE_VERIFICATION_TOKEN_INVALID') setPhoneVerificationToken(null);
        if (error instanceof ApiRequestError && ['EMAIL_VERIFICATION_TOKEN_INVALID', 'EMAIL_VERIFICATION_MISMATCH'].includes(error.code)) emailProof.forget();
        throw error;
      });
    let token = phoneVerificationToken;
    if (!token) {
      // The one OTP proves the phone (error 54 when wrong); a phone that got an account meanwhile is signed in.
      const proof = await call.run(() => authenticate(api, { phone, country_code: countryCode, otp: code.trim(), mode, devise_role: deviseRole }), 'signin');
      if (!proof) return;
      if (proof.is_user_present) {
        rememberUserModeOf(proof.user);
        onSignedIn();
        return;
      }
      token = proof.phone_verification_token;
      setPhoneVerificationToken(token);
    }
    const given = askAddress ? address : {};
    const verifiedToken = token;
    const reply = await call.run(() =>
      forgetTokenIfRefused(
        userSignUp(api, {
          phone_verification_token: verifiedToken,
          phone,
          country_code: countryCode,
          first_name: firstName,
          last_name: lastName,
          country_iso_code: countryIsoCode.toUpperCase(),
          devise_role: deviseRole,
          ...(consent ? { gdpr_consent: true } : {}),
          ...(emailVerified.token ? { email_verification_token: emailVerified.token } : {}),
          ...(typedReferralCode ? { referral_code: typedReferralCode } : {}),
          ...without({ email: email.trim(), password, ...given }),
        }),
      ),
    );
    if (!reply) return;
    rememberUserModeOf(reply.user);
    onSignedIn();
  }

  return (
    <form className={styles.form} method="post" action={SIGN_IN_POST_PATH} onSubmit={submit} noValidate>
      <p className={styles.note}>
        {intl.formatMessage(accountValueMessages.otpSentTo, { phone: otp.masked_phone, minutes: Math.round(otp.expires_in_seconds / 60) })}
      </p>
      <TextField
        label={intl.formatMessage(accountMessages.otpLabel)}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        name="otp"
      />
      {step === 'signup' && onboarding.status === 'failed' ? (
        <p role="alert" className={styles.error}>
          {onboarding.serverMessage ?? intl.formatMessage(accountMessages.onboardingFailed)}
        </p>
      ) : null}
      {step === 'signup' ? (
        <>
          <TextField
            label={intl.formatMessage(accountMessages.nameLabel)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            name="name"
          />
          <TextField
            label={intl.formatMessage(accountMessages.emailLabel)}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            type="email"
            autoComplete="email"
            name="email"
            required={field('email')?.required ?? false}
          />
          {emailProof.isProven(email) ? <p className={styles.note}>{intl.formatMessage(accountMessages.emailVerified)}</p> : null}
          {emailCodeSentTo ? (
            <>
              <p className={styles.note}>{intl.formatMessage(accountValueMessages.emailCodeSentTo, { email: emailCodeSentTo })}</p>
              <TextField
                label={intl.formatMessage(accountMessages.emailCodeLabel)}
                value={emailProof.code}
                onChange={(event) => emailProof.setCode(event.target.value.replace(/\D/g, ''))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                name="email_otp"
              />
            </>
          ) : null}
          {!emailCodeSentTo && !emailProof.isProven(email) && isEmailValid(email.trim()) ? (
            <Button type="button" variant="secondary" disabled={emailProof.pending} onClick={() => void emailProof.sendCode(email)}>
              {intl.formatMessage(accountMessages.sendEmailCode)}
            </Button>
          ) : null}
          <FormMessage error={emailProof.error} />
          <TextField
            label={intl.formatMessage(accountMessages.passwordLabel)}
            hint={intl.formatMessage(accountMessages.optionalPasswordHint)}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            type="password"
            autoComplete="new-password"
            name="password"
          />
          {askAddress ? (
            <>
              <div className={styles.row}>
                <TextField label={intl.formatMessage(accountMessages.streetLabel)} autoComplete="address-line1" {...addressField('street_name')} />
                <TextField label={intl.formatMessage(accountMessages.houseNumberLabel)} autoComplete="address-line2" {...addressField('street_no')} />
              </div>
              <div className={styles.row}>
                <TextField label={intl.formatMessage(accountMessages.postalCodeLabel)} autoComplete="postal-code" {...addressField('zip_code')} />
                <TextField label={intl.formatMessage(accountMessages.cityLabel)} autoComplete="address-level2" {...addressField('city')} />
              </div>
            </>
          ) : null}
          <TextField
            label={intl.formatMessage(referralMessages.codeLabel)}
            value={referralCode}
            onChange={(event) => setReferralCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={16}
            name="referral_code"
          />
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              required={field('gdpr_consent')?.required ?? false}
            />
            <span>{intl.formatMessage(accountMessages.gdprConsent)}</span>
          </label>
        </>
      ) : null}
      <FormMessage error={call.error ?? resendError} />
      <Button type="submit" disabled={call.pending} fullWidth>
        {intl.formatMessage(step === 'signin' ? accountMessages.verifyAndSignIn : accountMessages.createAccount)}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onResend} disabled={resendIn > 0}>
          {resendIn > 0 ? intl.formatMessage(accountValueMessages.resendOtpIn, { seconds: resendIn }) : intl.formatMessage(accountMessages.resendOtp)}
        </button>
        <button type="button" className={styles.linkButton} onClick={onChangePhone}>
          {intl.formatMessage(accountMessages.changePhone)}
        </button>
      </div>
    </form>
  );
}
