import { DASHBOARD_WEB_VITALS, type DashboardWebVital, type StaffDashboardReply } from '@stays/api-client';
import { useIntl } from 'react-intl';
import { ChartFigure } from './ChartFigure';
import { staffDashboardMessages as messages } from './staff-dashboard-messages';
import { rateWebVital, WEB_VITAL_THRESHOLDS, type VitalRating } from './web-vital-thresholds';
import styles from './StaffDashboard.module.css';

const ROW = 26;
const LABEL_WIDTH = 200;
const BAR_SPACE = 320;
const WIDTH = LABEL_WIDTH + BAR_SPACE + 80;
const HEAD = 22;

type Vital = StaffDashboardReply['web_vitals'][number];

/**
 * One panel per metric (LCP, INP, CLS): a bar per route at its p75, over the good / needs-improvement / poor bands,
 * each bar coloured by its rating; the scale reaches a quarter past the poor threshold, or the slowest route.
 */
export function WebVitalsChart({ vitals }: { vitals: StaffDashboardReply['web_vitals'] }) {
  const intl = useIntl();
  const ratingText: Record<VitalRating, string> = {
    good: intl.formatMessage(messages.good),
    needsImprovement: intl.formatMessage(messages.needsImprovement),
    poor: intl.formatMessage(messages.poor),
  };
  const format = (metric: DashboardWebVital, value: number) =>
    metric === 'CLS' ? intl.formatNumber(value, { maximumFractionDigits: 3 }) : `${intl.formatNumber(Math.round(value))} ms`;
  const panels = DASHBOARD_WEB_VITALS.map((metric) => ({ metric, rows: vitals.filter((vital) => vital.metric === metric) })).filter(
    (panel) => panel.rows.length > 0,
  );
  return (
    <ChartFigure
      title={intl.formatMessage(messages.vitalsTitle)}
      isEmpty={vitals.length === 0}
      chart={
        <>
          <ul className={styles.legend}>
            {(['good', 'needsImprovement', 'poor'] as const).map((rating) => (
              <li key={rating}>
                <span className={styles.swatch} data-rating={rating} aria-hidden="true" />
                {ratingText[rating]}
              </li>
            ))}
          </ul>
          {panels.map(({ metric, rows }) => (
            <VitalPanel key={metric} metric={metric} rows={rows} format={format} ratingText={ratingText} />
          ))}
        </>
      }
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.route)}</th>
              <th scope="col">{intl.formatMessage(messages.metric)}</th>
              <th scope="col">p75</th>
              <th scope="col">{intl.formatMessage(messages.rating)}</th>
              <th scope="col">{intl.formatMessage(messages.samples)}</th>
            </tr>
          </thead>
          <tbody>
            {vitals.map((vital) => (
              <tr key={`${vital.route}-${vital.metric}`}>
                <td>{vital.route}</td>
                <td>{vital.metric}</td>
                <td>{format(vital.metric, vital.p75)}</td>
                <td>{ratingText[rateWebVital(vital.metric, vital.p75)]}</td>
                <td>{intl.formatNumber(vital.samples)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

function VitalPanel({
  metric,
  rows,
  format,
  ratingText,
}: {
  metric: DashboardWebVital;
  rows: Vital[];
  format: (metric: DashboardWebVital, value: number) => string;
  ratingText: Record<VitalRating, string>;
}) {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  const scale = Math.max(poor * 1.25, ...rows.map((row) => row.p75));
  const at = (value: number) => LABEL_WIDTH + (Math.min(value, scale) / scale) * BAR_SPACE;
  const height = HEAD + rows.length * ROW + 4;
  const summary = `${metric}: ${rows.map((row) => `${row.route} ${format(metric, row.p75)} (${ratingText[rateWebVital(metric, row.p75)]})`).join('; ')}`;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary}>
      <text x={0} y={14} className={styles.panelTitle}>
        {metric}
      </text>
      <rect x={at(0)} y={HEAD} width={at(good) - at(0)} height={rows.length * ROW} className={styles.band} data-rating="good" />
      <rect x={at(good)} y={HEAD} width={at(poor) - at(good)} height={rows.length * ROW} className={styles.band} data-rating="needsImprovement" />
      <rect x={at(poor)} y={HEAD} width={at(scale) - at(poor)} height={rows.length * ROW} className={styles.band} data-rating="poor" />
      <text x={at(good)} y={HEAD - 4} textAnchor="middle" className={styles.tick}>
        {format(metric, good)}
      </text>
      <text x={at(poor)} y={HEAD - 4} textAnchor="middle" className={styles.tick}>
        {format(metric, poor)}
      </text>
      {rows.map((row, index) => {
        const y = HEAD + index * ROW;
        return (
          <g key={row.route}>
            <text x={LABEL_WIDTH - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" className={styles.label}>
              {row.route}
            </text>
            <rect
              x={at(0)}
              y={y + 6}
              width={Math.max(2, at(row.p75) - at(0))}
              height={ROW - 12}
              rx={2}
              className={styles.vitalBar}
              data-rating={rateWebVital(metric, row.p75)}
            />
            <text x={at(scale) + 6} y={y + ROW / 2} dominantBaseline="middle" className={styles.value}>
              {format(metric, row.p75)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
