import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@stays/ui';
import { LISTING_SORTS, listingQueryHref, splitListingPath, PAGE_SIZES } from '../../utils/listing-query';
import { controlsMessages, sortMessages } from './controls-messages';
import { HiddenFields } from './HiddenFields';
import type { ListingControlsProps } from './listing-controls-props';
import { keptEntries } from './stay-entries';
import styles from './ListingControls.module.css';

export interface ListingSortFormProps extends ListingControlsProps {
  /** `?modal=sorters`: shown over the page on phones, as the spec's sorters modal. Inline on desktop anyway. */
  open: boolean;
}

/** The listing's order (and, on desktop, its page size): a plain GET form; a new order starts at page 1. */
export function ListingSortForm({ path, stay, query, open }: ListingSortFormProps) {
  const intl = useIntl();
  const id = useId();
  const dialog = open ? ({ role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${id}-title` } as const) : {};
  return (
    <div className={[styles.sorters, open ? styles.open : undefined].filter(Boolean).join(' ')} {...dialog}>
      {open ? (
        <div className={styles.panelHeader}>
          <h2 id={`${id}-title`} className={styles.panelTitle}>
            {intl.formatMessage(controlsMessages.sortTitle)}
          </h2>
          <Link to={listingQueryHref(path, stay, query)} className={styles.close}>
            {intl.formatMessage(controlsMessages.close)}
          </Link>
        </div>
      ) : null}
      <form method="get" action={splitListingPath(path).pathname} className={styles.sortForm}>
        <HiddenFields entries={keptEntries(path, stay, query, ['sort', 'count'])} />
        <label className={styles.sortField}>
          <span>{intl.formatMessage(controlsMessages.sortTitle)}</span>
          <select name="sort" defaultValue={query.sort} className={styles.input}>
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {intl.formatMessage(sortMessages[sort])}
              </option>
            ))}
          </select>
        </label>
        <label className={[styles.sortField, styles.desktopOnly].join(' ')}>
          <span>{intl.formatMessage(controlsMessages.pageSize)}</span>
          <select name="count" defaultValue={query.count} className={styles.input}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {intl.formatNumber(size)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {intl.formatMessage(controlsMessages.sortApply)}
        </Button>
      </form>
    </div>
  );
}
