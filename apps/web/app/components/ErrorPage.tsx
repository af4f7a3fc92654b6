import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SiteContext } from '../site/site-context';
import { PageShell } from './PageShell';
import styles from './StatusPage.module.css';

const messages = defineMessages({
  title: { id: 'web.error.title', defaultMessage: 'Something went wrong' },
  body: { id: 'web.error.body', defaultMessage: 'We could not load this page. Please try again in a moment.' },
  retry: { id: 'web.error.retry', defaultMessage: 'Try again' },
  home: { id: 'web.error.home', defaultMessage: 'Go to the home page' },
});

export function ErrorPage({ site }: { site: SiteContext | undefined }) {
  const intl = useIntl();
  const content = (
    <div className={styles.status}>
      <title>{intl.formatMessage(messages.title)}</title>
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.body)}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          {intl.formatMessage(messages.retry)}
        </button>
        <Link to="/">{intl.formatMessage(messages.home)}</Link>
      </div>
    </div>
  );
  return site ? <PageShell site={site}>{content}</PageShell> : <main>{content}</main>;
}
