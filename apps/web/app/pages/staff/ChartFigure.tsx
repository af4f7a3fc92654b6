import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { staffDashboardMessages as messages } from './staff-dashboard-messages';
import styles from './StaffDashboard.module.css';

/**
 * A chart with its heading and, for a screen reader or a person who wants the figures, the same data as a table
 * (a native disclosure: works before hydration and with the keyboard). Nothing to chart: one plain sentence.
 */
export function ChartFigure({ title, isEmpty, chart, table }: { title: string; isEmpty: boolean; chart: ReactNode; table: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.figure} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {isEmpty ? (
        <p className={styles.muted}>{intl.formatMessage(messages.chartEmpty)}</p>
      ) : (
        <>
          {chart}
          <details className={styles.tableToggle}>
            <summary>{intl.formatMessage(messages.showTable)}</summary>
            <table className={styles.table}>{table}</table>
          </details>
        </>
      )}
    </section>
  );
}
