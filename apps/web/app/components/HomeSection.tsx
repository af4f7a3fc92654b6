import type { CSSProperties, ReactNode } from 'react';
import styles from './HomeSection.module.css';

interface HomeSectionProps {
  /** Ties the list to its heading for screen readers. */
  id: string;
  title: string;
  /** A line under the title (e.g. whose cities these are). */
  note?: string;
  /** The narrowest a column of the grid may get, e.g. '9.5rem'. */
  columnWidth: string;
  /** Few items: stretch them over the row instead of keeping empty columns. */
  stretch?: boolean;
  children: ReactNode;
}

/** A titled grid section of the home page: the heading, then a list whose items are the children. */
export function HomeSection({ id, title, note, columnWidth, stretch = false, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      <ul className={stretch ? `${styles.list} ${styles.stretch}` : styles.list} style={{ '--home-section-column': columnWidth } as CSSProperties}>
        {children}
      </ul>
    </section>
  );
}
