import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { userSignIn, type AccountType, type ApiClientOptions } from '@stays/api-client';
import { DEFAULT_DEVICE_ROLE } from '@stays/brand-config';
import { Button, TextField } from '@stays/ui';
import { isEmailValid } from '@stays/validation';
import { accountMessages } from '../messages';
import { rememberUserModeOf } from '../session/account-user-mode';
import { FormMessage } from './FormMessage';
import { PlainPostFields, plainPostError, SIGN_IN_POST_PATH, type PlainSignInPost } from './plain-post';
import { useAccountCall } from './use-account-call';
import styles from './Forms.module.css';

export interface EmailSignInFormProps {
  api: ApiClientOptions;
  onSignedIn: () => void;
  forgotPasswordHref: string;
  /** The login entry page signed in on: travel_agent and corporate admit only their own accounts. */
  mode?: AccountType;
  /** The site's device role (deviceRoleOf its microsite config). */
  deviseRole?: string;
  /** The form as the browser posts it before hydration (the login page's action). */
  plainPost?: PlainSignInPost;
}

/** E-mail and password sign-in, with the way to a forgotten password. */
export function EmailSignInForm({ api, onSignedIn, forgotPasswordHref, mode = 'consumer', deviseRole = DEFAULT_DEVICE_ROLE, plainPost }: EmailSignInFormProps) {
  const intl = useIntl();
  const call = useAccountCall('other', plainPostError(plainPost, 'email'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: what a guest typed before the page hydrated is in the fields, not in React.
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '');
    const password = String(fields.get('password') ?? '');
    if (!isEmailValid(email.trim())) return call.setError(accountMessages.invalidEmail);
    const reply = await call.run(() => userSignIn(api, { email: email.trim(), password, mode, devise_role: deviseRole }));
    if (!reply) return;
    rememberUserModeOf(reply.user);
    onSignedIn();
  }

  return (
    // A POST, so that a submit before hydration never puts the password in the URL.
    <form className={styles.form} method="post" action={plainPost?.action ?? SIGN_IN_POST_PATH} onSubmit={submit} noValidate>
      <PlainPostFields post={plainPost} intent="email" />
      <TextField
        label={intl.formatMessage(accountMessages.emailLabel)}
        defaultValue={plainPost?.intent === 'email' ? (plainPost.email ?? '') : ''}
        type="email"
        autoComplete="username"
        name="email"
      />
      <TextField label={intl.formatMessage(accountMessages.passwordLabel)} type="password" autoComplete="current-password" name="password" />
      <FormMessage error={call.error} />
      <Button type="submit" variant="secondary" disabled={call.pending} fullWidth>
        {intl.formatMessage(accountMessages.signInWithEmail)}
      </Button>
      <a href={forgotPasswordHref}>{intl.formatMessage(accountMessages.forgotPassword)}</a>
    </form>
  );
}
