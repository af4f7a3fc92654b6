import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import Check from 'lucide-react/icons/check';
import { listingQueryHref } from '../../utils/listing-query';
import { quickFilterChips } from '../../utils/quick-filter-chips';
import { Icon, wordsFor } from '@stays/ui';
import { controlsMessages, quickChipHomeWords, quickChipMessages as hotelWords } from './controls-messages';
import type { ListingControlsProps } from './listing-controls-props';
import styles from './ListingControls.module.css';

export interface QuickFiltersProps extends ListingControlsProps {
  propertyType: 'hotel' | 'home';
}

/** One-tap filters above the list: each a link to the listing with it switched on or off (works before hydration). */
export function QuickFilters({ path, stay, query, propertyType }: QuickFiltersProps) {
  const intl = useIntl();
  const quickChipMessages = wordsFor(propertyType, hotelWords, quickChipHomeWords);
  return (
    <ul className={styles.quickChips} aria-label={intl.formatMessage(controlsMessages.quickLabel)}>
      {quickFilterChips(query, propertyType).map((chip) => (
        <li key={chip.key}>
          {/* aria-current marks the chips that are on (a link cannot be a pressed toggle). */}
          <Link
            to={listingQueryHref(path, stay, chip.toggled)}
            className={styles.quickChip}
            aria-current={chip.active ? 'true' : undefined}
            data-quick-filter={chip.key}
          >
            {chip.active ? <Icon icon={Check} size={16} /> : null}
            {intl.formatMessage(quickChipMessages[chip.key])}
          </Link>
        </li>
      ))}
    </ul>
  );
}
