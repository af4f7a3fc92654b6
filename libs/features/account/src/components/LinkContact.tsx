import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  authenticate,
  generateByPhone,
  generateEmailOtp,
  verifyEmail,
  type ApiClientOptions,
  type CurrentUserReply,
  type UserProfile,
} from '@stays/api-client';
import { Button, TextField } from '@stays/ui';
import { isEmailValid, isPhoneValidForDialCode } from '@stays/validation';
import { currentUserKey } from '../api/current-user';
import { FormMessage } from '../forms/FormMessage';
import { phoneFieldProps } from '../forms/phone-field-props';
import { useAccountCall } from '../forms/use-account-call';
import { accountMessages } from '../messages';
import formStyles from '../forms/Forms.module.css';
import styles from './Account.module.css';

interface LinkContactProps {
  api: ApiClientOptions;
  current: CurrentUserReply & { user: UserProfile };
  defaultCountryCode: string;
}

/**
 * The link step (accounts-commerce §4): an account with one verified contact and the other missing adds the
 * missing one here, proven by a code (e-mail: generateEmailOtp; phone: its SMS code at authenticate), through
 * POST verification.
 */
export function LinkContact({ api, current, defaultCountryCode }: LinkContactProps) {
  const queryClient = useQueryClient();
  const [linked, setLinked] = useState(false);
  const onLinked = (user: UserProfile) => {
    setLinked(true);
    queryClient.setQueryData(currentUserKey, { ...current, user });
  };
  if (linked) return <FormMessage success={accountMessages.contactLinked} />;
  if (current.user.verificationInfo.step !== 'link') return null;
  return current.user.phoneNumber ? (
    <LinkEmail api={api} csrfToken={current.csrf_token} onLinked={onLinked} />
  ) : (
    <LinkPhone api={api} csrfToken={current.csrf_token} userId={current.user.userId} defaultCountryCode={defaultCountryCode} onLinked={onLinked} />
  );
}

function LinkEmail({ api, csrfToken, onLinked }: { api: ApiClientOptions; csrfToken: string | null; onLinked: (user: UserProfile) => void }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const call = useAccountCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) {
      if (!isEmailValid(email)) return call.setError(accountMessages.invalidEmail);
      const sent = await call.run(() => generateEmailOtp(api, { email: email.trim() }, csrfToken));
      if (sent) setToken(sent.email_verification_token);
      return;
    }
    const user = await call.run(() => verifyEmail(api, { email_verification_token: token, otp: code.trim() }, csrfToken));
    if (user) onLinked(user);
  }

  return (
    <section className={styles.section} aria-labelledby="link-email-title">
      <h2 id="link-email-title">{intl.formatMessage(accountMessages.linkEmailTitle)}</h2>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(accountMessages.linkEmailLabel)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          type="email"
          autoComplete="email"
          readOnly={token !== null}
        />
        {token ? (
          <TextField
            label={intl.formatMessage(accountMessages.emailCodeLabel)}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        ) : null}
        <FormMessage error={call.error} />
        <Button type="submit" disabled={call.pending}>
          {intl.formatMessage(token ? accountMessages.verifyCode : accountMessages.sendEmailCode)}
        </Button>
      </form>
    </section>
  );
}

interface LinkPhoneProps {
  api: ApiClientOptions;
  csrfToken: string | null;
  userId: number;
  defaultCountryCode: string;
  onLinked: (user: UserProfile) => void;
}

function LinkPhone({ api, csrfToken, userId, defaultCountryCode, onLinked }: LinkPhoneProps) {
  const intl = useIntl();
  const [countryCode, setCountryCode] = useState(defaultCountryCode);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const call = useAccountCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!codeSent) {
      if (!/^\d+$/.test(phone) || !isPhoneValidForDialCode(phone, countryCode)) return call.setError(accountMessages.invalidPhone);
      const sent = await call.run(() => generateByPhone(api, { phone, country_code: countryCode }));
      if (!sent) return;
      // A number with an account cannot join this one, and its code would sign that account in: stop here.
      if (sent.is_user_present) return call.setError(accountMessages.phoneTaken);
      setCodeSent(true);
      return;
    }
    const proof = await call.run(() => authenticate(api, { phone, country_code: countryCode, otp: code.trim() }), 'signin');
    if (!proof) return;
    if (proof.is_user_present) return call.setError(accountMessages.phoneTaken);
    const user = await call.run(() => verifyEmail(api, { phone_verification_token: proof.phone_verification_token, user_id: userId }, csrfToken));
    if (user) onLinked(user);
  }

  return (
    <section className={styles.section} aria-labelledby="link-phone-title">
      <h2 id="link-phone-title">{intl.formatMessage(accountMessages.linkPhoneTitle)}</h2>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <div className={formStyles.row}>
          <TextField
            label={intl.formatMessage(accountMessages.countryCodeLabel)}
            value={countryCode}
            onChange={(event) => setCountryCode(event.target.value)}
            inputMode="tel"
            readOnly={codeSent}
          />
          <TextField
            label={intl.formatMessage(accountMessages.linkPhoneLabel)}
            value={phone}
            onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
            {...phoneFieldProps(phone, countryCode)}
            inputMode="numeric"
            autoComplete="tel-national"
            readOnly={codeSent}
          />
        </div>
        {codeSent ? (
          <TextField
            label={intl.formatMessage(accountMessages.otpLabel)}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
          />
        ) : null}
        <FormMessage error={call.error} />
        <Button type="submit" disabled={call.pending}>
          {intl.formatMessage(codeSent ? accountMessages.verifyCode : accountMessages.sendOtp)}
        </Button>
      </form>
    </section>
  );
}
