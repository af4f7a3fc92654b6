import { useIntl } from 'react-intl';
import type { RoomCategory } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import { bookableMeals, type MealCode } from '../../utils/booking-extras';
import { useCheckedBeforeHydration } from '../../utils/use-checked-before-hydration';
import { bookingExtrasMessages, mealNameMessages } from './booking-extras-messages';
import styles from '../booking-summary/BookingSummary.module.css';

export interface BookingExtrasFieldsProps {
  category: Pick<RoomCategory, 'services'>;
  currency: string;
  /** Early check-in as the hotel offers it for the stay, or null. */
  earlyCheckin: { fromTime: string; chargePerRoom: number } | null;
  meals: readonly string[];
  earlyCheckinChosen: boolean;
  /** A meal ticked or unticked (one at a time: ticks given before hydration arrive together). */
  onMealChecked: (meal: MealCode, checked: boolean) => void;
  onEarlyCheckinChecked: (checked: boolean) => void;
}

/**
 * The meals the room offers at a price (per room per night) and the hotel's early check-in, as checkboxes named
 * `meals` and `early_checkin` (a server form reads them too). Nothing when the hotel offers neither.
 */
export function BookingExtrasFields({
  category,
  currency,
  earlyCheckin,
  meals,
  earlyCheckinChosen,
  onMealChecked,
  onEarlyCheckinChecked,
}: BookingExtrasFieldsProps) {
  const intl = useIntl();
  const offered = bookableMeals(category);
  if (offered.length === 0 && !earlyCheckin) return null;
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, intl.locale);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{intl.formatMessage(bookingExtrasMessages.heading)}</legend>
      {offered.map((service) => (
        <ExtraChoice
          key={service.code}
          name="meals"
          value={service.code}
          checked={meals.includes(service.code)}
          onChecked={(checked) => onMealChecked(service.code, checked)}
          label={intl.formatMessage(bookingExtrasMessages.mealOption, {
            meal: intl.formatMessage(mealNameMessages[service.code]),
            price: money(service.price ?? 0),
          })}
        />
      ))}
      {earlyCheckin ? (
        <ExtraChoice
          name="early_checkin"
          value="true"
          checked={earlyCheckinChosen}
          onChecked={onEarlyCheckinChecked}
          label={intl.formatMessage(bookingExtrasMessages.earlyCheckinOption, { time: earlyCheckin.fromTime, price: money(earlyCheckin.chargePerRoom) })}
        />
      ) : null}
    </fieldset>
  );
}

function ExtraChoice({
  name,
  value,
  checked,
  onChecked,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  label: string;
}) {
  const ref = useCheckedBeforeHydration(checked, onChecked);
  return (
    <label className={styles.choice}>
      <input ref={ref} type="checkbox" name={name} value={value} checked={checked} onChange={(event) => onChecked(event.target.checked)} />
      <span className={styles.choiceLabel}>{label}</span>
    </label>
  );
}
