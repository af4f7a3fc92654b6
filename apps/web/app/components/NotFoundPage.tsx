import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SiteContext } from '../site/site-context';
import { PageShell } from './PageShell';
import styles from './StatusPage.module.css';

const messages = defineMessages<{
  title: Record<never, never>;
  body: Record<never, never>;
  home: Record<never, never>;
  pageTitle: { brand: string };
  description: { brand: string };
}>({
  title: { id: 'web.notFound.title', defaultMessage: 'Page not found' },
  body: { id: 'web.notFound.body', defaultMessage: 'The page you asked for does not exist or has moved.' },
  home: { id: 'web.notFound.home', defaultMessage: 'Go to the home page' },
  pageTitle: { id: 'web.notFound.pageTitle', defaultMessage: 'Page not found | {brand}' },
  description: { id: 'web.notFound.description', defaultMessage: 'This page does not exist on {brand}. Search for your destination from here.' },
});

// Its own chunk: every page's error boundary holds this page, and only a 404 needs the search form's code.
const NotFoundSearch = lazy(() => import('./NotFoundSearch').then((module) => ({ default: module.NotFoundSearch })));

/**
 * A path that names nothing (a mistyped city, a dead link): 404, so no search engine keeps it, with the home page's
 * search and a link home, so the guest who meant a place still finds it from here.
 */
export function NotFoundPage({ site }: { site: SiteContext | undefined }) {
  const intl = useIntl();
  const content = (
    <div className={styles.status}>
      <title>{intl.formatMessage(messages.pageTitle, { brand: site?.brandName ?? '' })}</title>
      <meta name="description" content={intl.formatMessage(messages.description, { brand: site?.brandName ?? '' })} />
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.body)}</p>
      {site ? (
        <div className={styles.search}>
          <Suspense fallback={null}>
            <NotFoundSearch site={site} />
          </Suspense>
        </div>
      ) : null}
      <Link to="/" className={styles.action}>
        {intl.formatMessage(messages.home)}
      </Link>
    </div>
  );
  return site ? <PageShell site={site}>{content}</PageShell> : <main>{content}</main>;
}
