import type { ReactNode } from 'react';
import styles from './StaticPage.module.css';

/** A short page of brand copy: a heading, a lead paragraph, then its sections. */
export function StaticPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </article>
  );
}
