import { STAFF_DASHBOARD_MAX_DAYS, type StaffDashboardReply } from '@stays/api-client';
import { BRANDS } from '@stays/brand-config';
import { useIntl } from 'react-intl';
import { FunnelChart } from './FunnelChart';
import { PageViewsChart } from './PageViewsChart';
import { WebVitalsChart } from './WebVitalsChart';
import { staffDashboardMessages as messages, staffDashboardValueMessages as valueMessages } from './staff-dashboard-messages';
import styles from './StaffDashboard.module.css';

export interface StaffDashboardProps {
  reply: StaffDashboardReply;
  /** The period asked for could not be read (too long, backwards): the default period is shown instead. */
  periodRefused: boolean;
}

/** The staff dashboard: a period and brand form (a plain GET form), then the three charts, or one line when nothing was stored. */
export function StaffDashboard({ reply, periodRefused }: StaffDashboardProps) {
  const intl = useIntl();
  const day = (isoDay: string) => intl.formatDate(`${isoDay}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className={styles.dashboard}>
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(valueMessages.intro, { from: day(reply.from), to: day(reply.to) })}</p>
      <form method="get" className={styles.filters}>
        <label>
          {intl.formatMessage(messages.from)}
          <input type="date" name="from" defaultValue={reply.from} required />
        </label>
        <label>
          {intl.formatMessage(messages.to)}
          <input type="date" name="to" defaultValue={reply.to} required />
        </label>
        <label>
          {intl.formatMessage(messages.brand)}
          <select name="brand" defaultValue={reply.brand ?? ''}>
            <option value="">{intl.formatMessage(messages.allBrands)}</option>
            {BRANDS.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{intl.formatMessage(messages.show)}</button>
      </form>
      {periodRefused && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(valueMessages.periodError, { days: STAFF_DASHBOARD_MAX_DAYS })}
        </p>
      )}
      {reply.total_events === 0 ? (
        <p className={styles.emptyState}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <div className={styles.charts}>
          <PageViewsChart rows={reply.page_views} />
          <FunnelChart steps={reply.funnel} />
          <WebVitalsChart vitals={reply.web_vitals} />
        </div>
      )}
    </div>
  );
}
