import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH, resetPassword, type ApiClientOptions } from '@stays/api-client';
import { Button, TextField, useValueTypedBeforeHydration } from '@stays/ui';
import { accountMessages } from '../messages';
import { FormMessage } from './FormMessage';
import type { PostedOutcome } from './plain-post';
import { useAccountCall } from './use-account-call';
import styles from './Forms.module.css';

/**
 * The page the reset e-mail links to: a new password for the link's single-use token. `posted`: the server's answer
 * when the browser posted the form itself, before hydration (the token and address stay in the page's URL).
 */
export function ResetPasswordForm({
  api,
  token,
  email,
  signInHref,
  posted,
}: {
  api: ApiClientOptions;
  token: string;
  email: string;
  signInHref: string;
  posted?: PostedOutcome;
}) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  // A password typed into the server's form before the script woke up stays the guest's.
  const passwordRef = useValueTypedBeforeHydration(password, setPassword);
  const [done, setDone] = useState(posted?.done ?? false);
  const call = useAccountCall('other', posted?.error ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return call.setError(accountMessages.passwordTooShort);
    if (await call.run(() => resetPassword(api, { password, reset_password_token: token, email }))) setDone(true);
  }

  if (done) {
    return (
      <div className={styles.form}>
        <FormMessage success={accountMessages.resetDone} />
        <a href={signInHref}>{intl.formatMessage(accountMessages.verifyAndSignIn)}</a>
      </div>
    );
  }
  return (
    // A POST to this page, so that a submit before hydration never puts the new password in the URL.
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <input type="hidden" name="intent" value="reset" />
      <TextField
        label={intl.formatMessage(accountMessages.newPasswordLabel)}
        ref={passwordRef}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        type="password"
        autoComplete="new-password"
        name="password"
      />
      <FormMessage error={call.error} />
      <Button type="submit" disabled={call.pending} fullWidth>
        {intl.formatMessage(accountMessages.resetSubmit)}
      </Button>
    </form>
  );
}
