import { brandById } from '@stays/brand-config';
import type { StaffDashboardReply } from '@stays/api-client';
import { useIntl } from 'react-intl';
import { ChartFigure } from './ChartFigure';
import { staffDashboardMessages as messages } from './staff-dashboard-messages';
import styles from './StaffDashboard.module.css';

const ROW = 28;
const LABEL_WIDTH = 260;
const BAR_SPACE = 300;
const WIDTH = LABEL_WIDTH + BAR_SPACE + 60;

type PageViews = StaffDashboardReply['page_views'];
type BrandId = Parameters<typeof brandById>[0];

const brandLabel = (brand: string) => {
  try {
    return brandById(brand as BrandId).name;
  } catch {
    return brand;
  }
};

/** Horizontal bars, one per page type and brand, most viewed first, coloured by brand. */
export function PageViewsChart({ rows }: { rows: PageViews }) {
  const intl = useIntl();
  const most = Math.max(1, ...rows.map((row) => row.views));
  const brands = [...new Set(rows.map((row) => row.brand))];
  const height = rows.length * ROW + 8;
  const summary = rows.map((row) => `${row.page_type}, ${brandLabel(row.brand)}: ${intl.formatNumber(row.views)}`).join('; ');
  return (
    <ChartFigure
      title={intl.formatMessage(messages.pageViewsTitle)}
      isEmpty={rows.length === 0}
      chart={
        <>
          <ul className={styles.legend}>
            {brands.map((brand) => (
              <li key={brand}>
                <span className={styles.swatch} data-series={brands.indexOf(brand)} aria-hidden="true" />
                {brandLabel(brand)}
              </li>
            ))}
          </ul>
          <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary}>
            {rows.map((row, index) => {
              const y = index * ROW + 4;
              const width = Math.max(2, (row.views / most) * BAR_SPACE);
              return (
                <g key={`${row.page_type}-${row.brand}`}>
                  <text x={LABEL_WIDTH - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" className={styles.label}>
                    {row.page_type} · {brandLabel(row.brand)}
                  </text>
                  <rect x={LABEL_WIDTH} y={y + 4} width={width} height={ROW - 8} rx={3} className={styles.bar} data-series={brands.indexOf(row.brand)} />
                  <text x={LABEL_WIDTH + width + 6} y={y + ROW / 2} dominantBaseline="middle" className={styles.value}>
                    {intl.formatNumber(row.views)}
                  </text>
                </g>
              );
            })}
          </svg>
        </>
      }
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.pageType)}</th>
              <th scope="col">{intl.formatMessage(messages.brand)}</th>
              <th scope="col">{intl.formatMessage(messages.views)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.page_type}-${row.brand}`}>
                <td>{row.page_type}</td>
                <td>{brandLabel(row.brand)}</td>
                <td>{intl.formatNumber(row.views)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}
