import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { FLEXIBLE_DAYS_CHOICES, flexibleDaysFromQuery } from '@stays/validation';
import { useSearchForm } from '../../stores/search-form-context';
import styles from './FlexibleDaysField.module.css';

export const flexibleDaysMessages = defineMessages<{ label: Record<never, never>; exact: Record<never, never>; days: { days: number } }>({
  label: { id: 'search.flexibleDays.label', defaultMessage: 'Flexible dates' },
  exact: { id: 'search.flexibleDays.exact', defaultMessage: 'Exact dates' },
  days: { id: 'search.flexibleDays.days', defaultMessage: '± {days, plural, one {# day} other {# days}}' },
});

/** "A flexible-days option" (guest-journey §1): exact dates, or the check-in moved up to ±1, ±2 or ±3 days. */
export function FlexibleDaysField({ className }: { className?: string }) {
  const intl = useIntl();
  const value = useSearchForm((state) => state.flexibleDaysCount);
  const setFlexibleDaysCount = useSearchForm((state) => state.setFlexibleDaysCount);
  const fieldRef = useRef<HTMLFieldSetElement>(null);

  // A choice tapped in the server's HTML before hydration is only in the DOM: the form takes it over, instead of
  // searching with exact dates (or the next render putting 'Exact dates' back).
  useEffect(() => {
    const tapped = fieldRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (tapped && flexibleDaysFromQuery(tapped.value) !== value) setFlexibleDaysCount(flexibleDaysFromQuery(tapped.value));
    // Once, as the field mounts: later its own change events keep the form in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <fieldset ref={fieldRef} className={[styles.field, className].filter(Boolean).join(' ')}>
      <legend className={styles.label}>{intl.formatMessage(flexibleDaysMessages.label)}</legend>
      <div className={styles.choices}>
        {FLEXIBLE_DAYS_CHOICES.map((days) => (
          <label key={days} className={styles.choice}>
            <input type="radio" name="flexible_days_count" value={days} checked={value === days} onChange={() => setFlexibleDaysCount(days)} />
            <span>{days === 0 ? intl.formatMessage(flexibleDaysMessages.exact) : intl.formatMessage(flexibleDaysMessages.days, { days })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
