import { defineMessages, useIntl } from 'react-intl';
import Star from 'lucide-react/icons/star';
import { Icon } from '../icon/Icon';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './Rating.module.css';

const messages = defineMessages<{ rated: { value: string }; count: { count: number }; new: Record<never, never> }>({
  rated: { id: 'ui.rating.rated', defaultMessage: 'Rated {value} out of 5' },
  count: { id: 'ui.rating.count', defaultMessage: '{count, plural, one {# rating} other {# ratings}}' },
  new: { id: 'ui.rating.new', defaultMessage: 'New' },
});

export interface RatingProps {
  /** 0–5 with one decimal; null when the property has no rating yet. */
  value: number | null;
  count?: number;
}

export function Rating({ value, count }: RatingProps) {
  const intl = useIntl();
  if (value === null) return <span className={[styles.rating, styles.new].join(' ')}>{intl.formatMessage(messages.new)}</span>;
  const shown = intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={styles.wrapper}>
      <span className={styles.rating}>
        <span aria-hidden="true">
          {shown} <Icon icon={Star} size={14} className={styles.star} />
        </span>
        <VisuallyHidden>{intl.formatMessage(messages.rated, { value: shown })}</VisuallyHidden>
      </span>
      {count !== undefined && count > 0 ? <span className={styles.count}>({intl.formatMessage(messages.count, { count })})</span> : null}
    </span>
  );
}
