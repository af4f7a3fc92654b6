import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useRouteLoaderData } from 'react-router';
import Globe from 'lucide-react/icons/globe';
import { Icon } from '@stays/ui';
import { findLocale, textDirection } from '@stays/brand-config';
import { sameSitePath } from '../../site/return-path';
import type { RootData } from '../../site/site-context';
import { LanguageList } from './LanguageList';
import { languageMessages } from './language-messages';
import styles from './LanguageControl.module.css';

/** Once a language is chosen the page changes in place: fold the list away. */
function closeDisclosure(event: MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open');
}

/**
 * The language control of the footer: a disclosure (native <details>, so it opens before the page's script) that
 * names the current language in its own words and lists the languages offered on this device.
 */
export function LanguageControl() {
  const intl = useIntl();
  const location = useLocation();
  const site = useRouteLoaderData<RootData>('root')?.site;
  if (!site || site.micrositeMode) return null;
  const current = findLocale(site.locale);
  const returnPath = sameSitePath(`${location.pathname}${location.search}${location.hash}`) ?? '/';
  return (
    <details className={styles.control}>
      <summary className={styles.summary}>
        <Icon icon={Globe} />
        <span>{intl.formatMessage(languageMessages.control)}</span>
        <span lang={site.locale} dir={textDirection(site.locale)} className={styles.current}>
          {current?.displayName ?? site.locale}
        </span>
      </summary>
      <LanguageList current={site.locale} isMobile={site.isMobile} returnPath={returnPath} onChoose={closeDisclosure} variant="footer" />
    </details>
  );
}
