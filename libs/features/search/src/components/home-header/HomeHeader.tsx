import type { ReactNode } from 'react';
import { SearchForm } from '../search-form/SearchForm';
import { Tagline } from '../tagline/Tagline';
import { BrandHeader } from './BrandHeader';
import styles from './HomeHeader.module.css';

export interface HomeHeaderProps {
  /** The brand's logo, linked home. */
  logo: ReactNode;
}

/** The home header of guest-journey §1: links, tagline and the search box over the brand's hero. */
export function HomeHeader({ logo }: HomeHeaderProps) {
  return (
    <div className={styles.hero}>
      <BrandHeader logo={logo} variant="overlay" />
      <div className={styles.content}>
        <Tagline />
        <SearchForm layout="hero" />
      </div>
    </div>
  );
}
