import type { FunnelStep, StaffDashboardReply } from '@stays/api-client';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ChartFigure } from './ChartFigure';
import { staffDashboardMessages as messages, staffDashboardValueMessages as valueMessages } from './staff-dashboard-messages';
import styles from './StaffDashboard.module.css';

const STEP_NAMES: Record<FunnelStep, MessageDescriptor> = {
  search: messages.funnelSearch,
  hotel: messages.funnelHotel,
  summary: messages.funnelSummary,
  booking: messages.funnelBooking,
};

const ROW = 56;
const LABEL_WIDTH = 170;
const FUNNEL_WIDTH = 380;
const WIDTH = LABEL_WIDTH + FUNNEL_WIDTH + 20;

/** The funnel drawn as centred bars narrowing step by step, each with its sessions and its conversion from the step before. */
export function FunnelChart({ steps }: { steps: StaffDashboardReply['funnel'] }) {
  const intl = useIntl();
  const widest = Math.max(1, ...steps.map((step) => step.sessions));
  const percent = (ratio: number | null) => (ratio === null ? '–' : intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 1 }));
  const conversionText = (ratio: number | null) => (ratio === null ? '' : intl.formatMessage(valueMessages.conversion, { percent: percent(ratio) }));
  const summary = steps
    .map((step) => [intl.formatMessage(STEP_NAMES[step.step]), intl.formatNumber(step.sessions), conversionText(step.conversion)].filter(Boolean).join(', '))
    .join('; ');
  return (
    <ChartFigure
      title={intl.formatMessage(messages.funnelTitle)}
      isEmpty={steps.every((step) => step.sessions === 0)}
      chart={
        <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${steps.length * ROW}`} role="img" aria-label={summary}>
          {steps.map((step, index) => {
            const y = index * ROW;
            const width = Math.max(4, (step.sessions / widest) * FUNNEL_WIDTH);
            const x = LABEL_WIDTH + (FUNNEL_WIDTH - width) / 2;
            return (
              <g key={step.step}>
                <text x={LABEL_WIDTH - 10} y={y + 20} textAnchor="end" dominantBaseline="middle" className={styles.label}>
                  {intl.formatMessage(STEP_NAMES[step.step])}
                </text>
                <rect x={x} y={y + 6} width={width} height={28} rx={4} className={styles.bar} data-series={0} />
                <text x={LABEL_WIDTH + FUNNEL_WIDTH / 2} y={y + 20} textAnchor="middle" dominantBaseline="middle" className={styles.onBar}>
                  {intl.formatNumber(step.sessions)}
                </text>
                {step.conversion !== null && (
                  <text x={LABEL_WIDTH + FUNNEL_WIDTH / 2} y={y + 47} textAnchor="middle" dominantBaseline="middle" className={styles.muted}>
                    {conversionText(step.conversion)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      }
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.step)}</th>
              <th scope="col">{intl.formatMessage(messages.sessions)}</th>
              <th scope="col">{intl.formatMessage(messages.conversionColumn)}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.step}>
                <td>{intl.formatMessage(STEP_NAMES[step.step])}</td>
                <td>{intl.formatNumber(step.sessions)}</td>
                <td>{percent(step.conversion)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}
