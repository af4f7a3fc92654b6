import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, DateField, FormError, useReportPageBusy } from '@stays/ui';
import { addDays, formatRoomsConfigQuery, todayIn } from '@stays/validation';
import { useSearchConfig } from '../../config/search-config';
import { useSubmitSearch } from '../../hooks/use-submit-search';
import { useSearchForm } from '../../stores/search-form-context';
import { FIND_DESTINATION_PATH } from '../../utils/search-urls';
import { DestinationCombobox } from '../destination-combobox/DestinationCombobox';
import { FlexibleDaysField } from '../flexible-days/FlexibleDaysField';
import { NearMeButton } from '../near-me/NearMeButton';
import { RoomsGuestsPicker } from '../rooms-guests-picker/RoomsGuestsPicker';
import styles from './SearchForm.module.css';

export const searchFormMessages = defineMessages({
  form: { id: 'search.form.label', defaultMessage: 'Search hotels and homes' },
  checkin: { id: 'search.checkin', defaultMessage: 'Check-in' },
  checkout: { id: 'search.checkout', defaultMessage: 'Check-out' },
  search: { id: 'search.submit', defaultMessage: 'Search' },
  clearDates: { id: 'search.dates.clear', defaultMessage: 'Clear dates' },
});

/** Destination, 'Near me', check-in, check-out, flexible days, rooms and guests, and 'Search' (guest-journey §1). */
export interface SearchFormProps {
  layout?: 'hero' | 'compact';
  /**
   * Whether ?modal=dateguestpicker opens the form's rooms-and-guests picker. Not on the home page, whose search modal
   * opens the picker itself (nested in ?modal=searchbar).
   */
  roomsPickerFromUrl?: boolean;
}

export function SearchForm({ layout = 'hero', roomsPickerFromUrl = layout === 'compact' }: SearchFormProps) {
  const intl = useIntl();
  const errorId = useId();
  const config = useSearchConfig();
  const checkin = useSearchForm((state) => state.checkin);
  const checkout = useSearchForm((state) => state.checkout);
  const setCheckin = useSearchForm((state) => state.setCheckin);
  const setCheckout = useSearchForm((state) => state.setCheckout);
  const clearDates = useSearchForm((state) => state.clearDates);
  const rooms = useSearchForm((state) => state.rooms);
  const { submit, error, setError, pending, datesRequired } = useSubmitSearch();
  const today = todayIn(new Date(), config.timeZone);
  // The destination is looked up before the page moves on: the page's progress bar shows it from the tap.
  useReportPageBusy(pending);

  return (
    <form
      role="search"
      aria-label={intl.formatMessage(searchFormMessages.form)}
      className={[styles.form, styles[layout]].join(' ')}
      // Before hydration the browser submits the form itself: the server finds the destination (routes/find.tsx).
      method="get"
      action={FIND_DESTINATION_PATH}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.destination}>
        <DestinationCombobox errorId={errorId} invalid={Boolean(error)} onChosen={() => setError(null)} onSearchAgain={() => void submit()} />
        <NearMeButton onFailure={setError} />
      </div>
      <DateField
        className={styles.date}
        label={intl.formatMessage(searchFormMessages.checkin)}
        name="checkin"
        value={checkin}
        min={today}
        clearable={config.openSearch}
        invalid={datesRequired && !checkin}
        describedBy={errorId}
        onChange={setCheckin}
      />
      <DateField
        className={styles.date}
        label={intl.formatMessage(searchFormMessages.checkout)}
        name="checkout"
        value={checkout}
        min={addDays(checkin || today, 1)}
        clearable={config.openSearch}
        invalid={datesRequired && !checkout}
        describedBy={errorId}
        onChange={setCheckout}
      />
      {checkin || checkout ? <FlexibleDaysField className={styles.flexible} /> : null}
      <div className={styles.rooms}>
        <RoomsGuestsPicker opensFromUrl={roomsPickerFromUrl} />
        <input type="hidden" name="rooms_config" value={formatRoomsConfigQuery(rooms)} />
      </div>
      <div className={styles.submit}>
        <Button type="submit" size="lg" fullWidth disabled={pending} aria-busy={pending || undefined}>
          {intl.formatMessage(searchFormMessages.search)}
        </Button>
      </div>
      {config.openSearch && (checkin || checkout) ? (
        // Searching without dates (an open search) starts here; the fields can be emptied too.
        <button type="button" className={styles.clearDates} onClick={clearDates}>
          {intl.formatMessage(searchFormMessages.clearDates)}
        </button>
      ) : null}
      <div className={styles.error}>
        <FormError id={errorId} message={error} />
      </div>
    </form>
  );
}
