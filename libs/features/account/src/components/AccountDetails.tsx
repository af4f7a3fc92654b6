import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { deleteAccount, verifyEmail, type ApiClientOptions } from '@stays/api-client';
import { Button } from '@stays/ui';
import { currentUserKey, useCurrentUser } from '../api/current-user';
import { FormMessage } from '../forms/FormMessage';
import { useAccountCall } from '../forms/use-account-call';
import { accountMessages } from '../messages';
import { notifyNativeAppOfSignOut } from '../native/native-bridge';
import { signOut } from './AccountMenu';
import { accountLinks, type AccountLinkFlags } from './account-links';
import { AccountTypeBadge } from './AccountTypeBadge';
import { LinkContact } from './LinkContact';
import { ProfileForm } from './ProfileForm';
import { SavedCards } from './SavedCards';
import styles from './Account.module.css';

export interface AccountDetailsProps {
  api: ApiClientOptions;
  /** The e-mail verification link's token, when the page was opened from it. */
  emailVerificationToken?: string | null;
  loginHref: string;
  /** '+91': the dial code offered when the link step asks for a phone. */
  defaultCountryCode?: string;
  /** Which account pages the brand and country offer, listed on the page. */
  flags: AccountLinkFlags;
}

/** /accountdetails and my-profile: the guest's details, e-mail verification, sign-out and account deletion. */
export function AccountDetails({ api, emailVerificationToken, loginHref, defaultCountryCode = '+91', flags }: AccountDetailsProps) {
  const intl = useIntl();
  const { data, isPending } = useCurrentUser(api);
  const verification = useEmailVerification(api, emailVerificationToken ?? null);
  if (isPending) return null;
  if (!data.isLoggedIn || !data.user) {
    return (
      <div className={styles.panel}>
        <FormMessage error={verification.error} success={verification.done ? accountMessages.emailVerified : null} />
        <p>{intl.formatMessage(accountMessages.signInRequired)}</p>
        <a href={loginHref}>{intl.formatMessage(accountMessages.verifyAndSignIn)}</a>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <FormMessage error={verification.error} success={verification.done ? accountMessages.emailVerified : null} />
      <AccountTypeBadge user={data.user} />
      <ProfileForm api={api} current={{ ...data, user: data.user }} />
      <LinkContact api={api} current={{ ...data, user: data.user }} defaultCountryCode={defaultCountryCode} />
      <AccountPages flags={flags} />
      <SavedCards api={api} csrfToken={data.csrf_token} addHref="/booking/save-card" />
      <section className={styles.section}>
        <Button variant="secondary" onClick={() => void signOut(api, data.csrf_token)}>
          {intl.formatMessage(accountMessages.signOut)}
        </Button>
      </section>
      <DeleteAccount api={api} csrfToken={data.csrf_token} />
    </div>
  );
}

function useEmailVerification(api: ApiClientOptions, token: string | null) {
  const queryClient = useQueryClient();
  const call = useAccountCall();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void call
      .run(() => verifyEmail(api, { email_verification_token: token }))
      .then((user) => {
        if (!user) return;
        setDone(true);
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
      });
  }, [api, token, call, queryClient]);
  return { done, error: call.error };
}

function DeleteAccount({ api, csrfToken }: { api: ApiClientOptions; csrfToken: string | null }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const call = useAccountCall();
  async function remove() {
    if (await call.run(() => deleteAccount(api, { confirm: true }, csrfToken))) {
      notifyNativeAppOfSignOut();
      window.location.assign('/');
    }
  }
  return (
    <section className={styles.section} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{intl.formatMessage(accountMessages.deleteTitle)}</h2>
      <p>{intl.formatMessage(accountMessages.deleteExplain)}</p>
      <FormMessage error={call.error} />
      {confirming ? (
        <Button variant="primary" disabled={call.pending} onClick={() => void remove()}>
          {intl.formatMessage(accountMessages.deleteConfirm)}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {intl.formatMessage(accountMessages.deleteTitle)}
        </Button>
      )}
    </section>
  );
}

/** Every page of the guest's account, as the header menu lists them (the account page itself aside). */
function AccountPages({ flags }: { flags: AccountLinkFlags }) {
  const intl = useIntl();
  return (
    <nav className={styles.section} aria-labelledby="account-pages-title">
      <h2 id="account-pages-title">{intl.formatMessage(accountMessages.accountPages)}</h2>
      <ul className={styles.pageLinks}>
        {accountLinks(flags)
          .filter((link) => link.key !== 'account')
          .map((link) => (
            <li key={link.key}>
              <a href={link.href}>{intl.formatMessage(link.label)}</a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
