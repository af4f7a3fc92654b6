import type { ReactNode } from 'react';
import styles from './SiteHeader.module.css';

export interface SiteHeaderProps {
  /** The brand's logo, already wrapped in a link home. */
  logo: ReactNode;
  /** Navigation links; omitted (e.g. in microsite mode) the header shows the logo only. */
  navigation?: ReactNode;
  /** Accessible name of the navigation landmark. */
  navigationLabel?: string;
  /** 'overlay' sits transparent over a hero picture; 'solid' on plain pages. */
  variant?: 'solid' | 'overlay';
}

export function SiteHeader({ logo, navigation, navigationLabel, variant = 'solid' }: SiteHeaderProps) {
  return (
    <header className={[styles.header, styles[variant]].join(' ')}>
      <div className={styles.inner}>
        <div className={styles.logo}>{logo}</div>
        {navigation ? (
          <nav aria-label={navigationLabel} className={styles.nav}>
            {navigation}
          </nav>
        ) : null}
      </div>
    </header>
  );
}
