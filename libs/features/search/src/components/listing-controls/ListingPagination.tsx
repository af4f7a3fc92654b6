import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { listingQueryHref } from '../../utils/listing-query';
import { pageNumbers } from '../../utils/page-numbers';
import { controlsMessages } from './controls-messages';
import type { ListingControlsProps } from './listing-controls-props';
import styles from './ListingControls.module.css';

export interface ListingPaginationProps extends ListingControlsProps {
  totalCount: number;
  /** Results on this page. */
  shown: number;
}

/** 'Showing 21–40 of 87' and numbered page links (offset = (page − 1) × page size). */
export function ListingPagination({ path, stay, query, totalCount, shown }: ListingPaginationProps) {
  const intl = useIntl();
  const lastPage = Math.max(1, Math.ceil(totalCount / query.count));
  const from = (query.page - 1) * query.count + 1;
  const href = (page: number) => listingQueryHref(path, stay, { ...query, page });
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage(controlsMessages.pages)}>
      {shown > 0 ? (
        <p className={styles.showing}>
          {intl.formatMessage(controlsMessages.showing, {
            from: intl.formatNumber(from),
            to: intl.formatNumber(from + shown - 1),
            total: intl.formatNumber(totalCount),
          })}
        </p>
      ) : null}
      {lastPage > 1 ? (
        <ul className={styles.pages}>
          {query.page > 1 ? (
            <li>
              <Link to={href(Math.min(query.page - 1, lastPage))} className={styles.pageLink} rel="prev">
                {intl.formatMessage(controlsMessages.previous)}
              </Link>
            </li>
          ) : null}
          {pageNumbers(query.page, lastPage).map((page, index) =>
            page === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
                …
              </li>
            ) : (
              <li key={page}>
                <Link
                  to={href(page)}
                  className={styles.pageLink}
                  aria-current={page === query.page ? 'page' : undefined}
                  aria-label={intl.formatMessage(controlsMessages.page, { page })}
                >
                  {intl.formatNumber(page)}
                </Link>
              </li>
            ),
          )}
          {query.page < lastPage ? (
            <li>
              <Link to={href(query.page + 1)} className={styles.pageLink} rel="next">
                {intl.formatMessage(controlsMessages.next)}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
