import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import Check from 'lucide-react/icons/check';
import { textDirection } from '@stays/brand-config';
import { Icon, VisuallyHidden } from '@stays/ui';
import { changeLanguageHref, offeredLocales } from './language-links';
import { languageMessages } from './language-messages';
import styles from './LanguageList.module.css';

export interface LanguageListProps {
  /** The page's language, marked as the current one. */
  current: string;
  isMobile: boolean;
  /** The same-site path the guest comes back to once the language is set. */
  returnPath: string;
  onChoose?: (event: MouseEvent<HTMLAnchorElement>) => void;
  variant?: 'footer' | 'page';
}

/**
 * Every language offered on this device, each in its own name and script (`lang`, `dir`), as links to
 * /change-language: plain links before the page's script runs, client-side navigations after.
 */
export function LanguageList({ current, isMobile, returnPath, onChoose, variant = 'page' }: LanguageListProps) {
  const intl = useIntl();
  return (
    <ul className={[styles.list, styles[variant]].join(' ')}>
      {offeredLocales(isMobile).map((entry) => {
        const isCurrent = entry.locale === current;
        return (
          <li key={entry.locale}>
            <Link
              to={changeLanguageHref(entry.locale, returnPath)}
              className={styles.link}
              aria-current={isCurrent ? 'true' : undefined}
              rel="nofollow"
              onClick={onChoose}
            >
              <span lang={entry.locale} dir={textDirection(entry.locale)}>
                {entry.displayName}
              </span>
              {isCurrent ? (
                <>
                  <Icon icon={Check} className={styles.check} />
                  <VisuallyHidden>{intl.formatMessage(languageMessages.current)}</VisuallyHidden>
                </>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
