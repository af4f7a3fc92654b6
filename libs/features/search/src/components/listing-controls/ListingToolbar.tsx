import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { activeFilterCount, listingQueryHref } from '../../utils/listing-query';
import { controlsMessages } from './controls-messages';
import type { ListingControlsProps } from './listing-controls-props';
import styles from './ListingControls.module.css';

/** Phones: links opening the filters and sorters modals (`?modal=filters`, `?modal=sorters`). Hidden on desktop. */
export function ListingToolbar({ path, stay, query }: ListingControlsProps) {
  const intl = useIntl();
  const href = (modal: string) => `${listingQueryHref(path, stay, query)}&modal=${modal}`;
  const count = activeFilterCount(query);
  return (
    <div className={styles.toolbar}>
      <Link to={href('filters')} className={styles.toolbarLink}>
        {count > 0 ? intl.formatMessage(controlsMessages.filtersOpen, { count }) : intl.formatMessage(controlsMessages.filtersTitle)}
      </Link>
      <Link to={href('sorters')} className={styles.toolbarLink}>
        {intl.formatMessage(controlsMessages.sortTitle)}
      </Link>
    </div>
  );
}
