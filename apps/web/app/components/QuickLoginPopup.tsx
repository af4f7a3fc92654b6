import { useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { serialize } from 'cookie';
import { isQuickLoginPath } from '@stays/booking-rules';
import { COOKIES, cookieAllowed } from '@stays/brand-config';
import { browserApi, useCurrentUser } from '@stays/feature-account';
import { Button, Dialog } from '@stays/ui';
import { useConsent } from '../consent/consent-state';
import { useExperimentOn } from '../experiments/experiment-state';
import type { SiteContext } from '../site/site-context';
import styles from './QuickLoginPopup.module.css';

const messages = defineMessages({
  title: { id: 'web.quickLogin.title', defaultMessage: 'Sign in in seconds' },
  body: { id: 'web.quickLogin.body', defaultMessage: 'Sign in with your phone or e-mail to keep your bookings, saved stays and wallet money in one place.' },
  signIn: { id: 'web.quickLogin.signIn', defaultMessage: 'Sign in' },
  notNow: { id: 'web.quickLogin.notNow', defaultMessage: 'Not now' },
});

/** Answered in this page's life without the preferences consent that would keep it in the quickLogin cookie. */
let answeredWithoutCookie = false;

const subscribeToNothing = () => () => undefined;

const answeredInCookie = () => document.cookie.split(';').some((part) => part.trim().startsWith(`${COOKIES.quickLogin.name}=`));

/**
 * The quick-login pop-up (accounts-commerce §2: "shown on paths / and /jp/"), for a guest not signed in whose variant
 * of the logged-out experiment (loggedOutExp) is on. It opens once the page is interactive and no other dialog is
 * open; answered, it stays away a day (the quickLogin cookie, preferences, 86,400 s; without that consent, until the
 * page is reloaded). "Sign in" opens the sign-in dialog (?modal=signin).
 */
export function QuickLoginPopup({ site }: { site: SiteContext }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const experimentOn = useExperimentOn('loggedOutExp');
  const consent = useConsent();
  const { data: user, isPending } = useCurrentUser(browserApi(site.locale));
  const navigate = useNavigate();
  const [answered, setAnswered] = useState(false);
  // Closed in the server's HTML and while hydrating (the cookie is the browser's), then decided.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const otherModalOpen = new URLSearchParams(search).has('modal');
  const eligible = experimentOn && !site.webview && !isPending && !user.isLoggedIn && isQuickLoginPath(pathname);
  const open = hydrated && eligible && !otherModalOpen && !answered && !answeredWithoutCookie && !answeredInCookie();

  const answer = () => {
    setAnswered(true);
    if (cookieAllowed(COOKIES.quickLogin.name, consent.gdpr, consent.choice)) {
      document.cookie = serialize(COOKIES.quickLogin.name, '1', { maxAge: COOKIES.quickLogin.maxAgeSeconds, path: COOKIES.quickLogin.path, sameSite: 'lax' });
    } else {
      answeredWithoutCookie = true;
    }
  };

  return (
    <Dialog
      open={open}
      title={intl.formatMessage(messages.title)}
      onClose={answer}
      placement="modal"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={answer}>
            {intl.formatMessage(messages.notNow)}
          </Button>
          <Button
            onClick={() => {
              answer();
              void navigate({ pathname, search: '?modal=signin' });
            }}
          >
            {intl.formatMessage(messages.signIn)}
          </Button>
        </div>
      }
    >
      <p className={styles.body}>{intl.formatMessage(messages.body)}</p>
    </Dialog>
  );
}
