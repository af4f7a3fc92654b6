import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { forgotPassword, type ApiClientOptions } from '@stays/api-client';
import { DEFAULT_DEVICE_ROLE } from '@stays/brand-config';
import { Button, TextField, useValueTypedBeforeHydration } from '@stays/ui';
import { isEmailValid } from '@stays/validation';
import { accountMessages } from '../messages';
import { FormMessage } from './FormMessage';
import type { PostedOutcome } from './plain-post';
import { useAccountCall } from './use-account-call';
import styles from './Forms.module.css';

/**
 * Asks for a reset link; the answer is the same whether the address has an account or not. `posted`: the server's
 * answer when the browser posted the form itself, before hydration.
 */
export function ForgotPasswordForm({ api, deviseRole = DEFAULT_DEVICE_ROLE, posted }: { api: ApiClientOptions; deviseRole?: string; posted?: PostedOutcome }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  // An address typed into the server's form before the script woke up stays the guest's (the next render emptied it).
  const emailRef = useValueTypedBeforeHydration(email, setEmail);
  const [sent, setSent] = useState(posted?.done ?? false);
  const call = useAccountCall('other', posted?.error ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isEmailValid(email.trim())) return call.setError(accountMessages.invalidEmail);
    if (await call.run(() => forgotPassword(api, { user_email: email.trim(), devise_role: deviseRole }))) setSent(true);
  }

  return (
    // A POST to this page: before hydration the browser sends it, and the address stays out of the URL.
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <input type="hidden" name="intent" value="forgot" />
      <TextField
        label={intl.formatMessage(accountMessages.emailLabel)}
        ref={emailRef}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        type="email"
        autoComplete="email"
        name="user_email"
      />
      <FormMessage error={call.error} success={sent ? accountMessages.forgotSent : null} />
      <Button type="submit" disabled={call.pending} fullWidth>
        {intl.formatMessage(accountMessages.forgotSubmit)}
      </Button>
    </form>
  );
}
