import { useId, type ReactNode } from 'react';
import { SearchForm } from '../search-form/SearchForm';
import { Tagline, type BrandReach } from '../tagline/Tagline';
import { BrandHeader } from './BrandHeader';
import styles from './HomeHeader.module.css';

export interface HomeHeaderProps {
  /** The brand's logo, linked home. */
  logo: ReactNode;
  /** The account entry of the header links ('Login' when absent). */
  account?: ReactNode;
  /** The account entry is the signed-in menu, which lists About us and Partner with us for a phone's header row. */
  accountMenuOnPhone?: boolean;
  /** The brand's cities and countries the tagline counts. */
  reach?: BrandReach;
}

/** The home header of guest-journey §1: links, tagline and the search box over the brand's hero. */
export function HomeHeader({ logo, account, accountMenuOnPhone = false, reach }: HomeHeaderProps) {
  const headingId = useId();
  return (
    <div className={styles.hero}>
      <BrandHeader logo={logo} variant="overlay" account={account} accountMenuOnPhone={accountMenuOnPhone} />
      <section className={styles.content} aria-labelledby={headingId}>
        <Tagline headingId={headingId} reach={reach} />
        <SearchForm layout="hero" />
      </section>
    </div>
  );
}
