import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { forgotPassword, type ApiClientOptions } from '@stays/api-client';
import { DEFAULT_DEVICE_ROLE } from '@stays/brand-config';
import { Button, TextField } from '@stays/ui';
import { isEmailValid } from '@stays/validation';
import { accountMessages } from '../messages';
import { FormMessage } from './FormMessage';
import { useAccountCall } from './use-account-call';
import styles from './Forms.module.css';

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordForm({ api, deviseRole = DEFAULT_DEVICE_ROLE }: { api: ApiClientOptions; deviseRole?: string }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const call = useAccountCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isEmailValid(email.trim())) return call.setError(accountMessages.invalidEmail);
    if (await call.run(() => forgotPassword(api, { user_email: email.trim(), devise_role: deviseRole }))) setSent(true);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={intl.formatMessage(accountMessages.emailLabel)} value={email} onChange={(event) => setEmail(event.target.value)} type="email" autoComplete="email" name="user_email" />
      <FormMessage error={call.error} success={sent ? accountMessages.forgotSent : null} />
      <Button type="submit" disabled={call.pending} fullWidth>
        {intl.formatMessage(accountMessages.forgotSubmit)}
      </Button>
    </form>
  );
}
