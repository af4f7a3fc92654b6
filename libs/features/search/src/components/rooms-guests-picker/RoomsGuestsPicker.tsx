import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { countGuests, countInfants, countPets, type RoomGuests } from '@stays/validation';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSearchForm } from '../../stores/search-form-context';
import { useRoomsWords } from './use-rooms-words';
import { RoomsGuestsDialog } from './RoomsGuestsDialog';
import styles from './RoomsGuestsPicker.module.css';

/** "1 room, 2 guests", then infants and pets when there are any ("…, 1 infant, 1 pet"), as a list of the locale. */
function useRoomsSummary(rooms: readonly RoomGuests[]): string {
  const intl = useIntl();
  const roomsMessages = useRoomsWords();
  const infants = countInfants(rooms);
  const pets = countPets(rooms);
  const parts = [intl.formatMessage(roomsMessages.summary, { rooms: rooms.length, guests: countGuests(rooms) })];
  if (infants > 0) parts.push(intl.formatMessage(roomsMessages.infantsCount, { infants }));
  if (pets > 0) parts.push(intl.formatMessage(roomsMessages.petsCount, { pets }));
  return intl.formatList(parts, { type: 'unit', style: 'short' });
}

/**
 * The picker's own modal value (guest-journey §2): honoured at first load, so the URL opens the picker, and a tap
 * before hydration (a plain link to it) has it open once the page works.
 */
const ROOMS_GUESTS_MODAL = 'dateguestpicker';

function pickerHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('modal', ROOMS_GUESTS_MODAL);
  return `${pathname}?${params.toString()}`;
}

export interface RoomsGuestsPickerProps {
  /**
   * Whether ?modal=dateguestpicker opens this picker's own dialog. Not on the home page, whose search modal
   * (?modal=searchbar) opens the picker nested in it for that value.
   */
  opensFromUrl?: boolean;
}

/** The rooms-and-guests field: the summary of the rooms, opening their dialog; a plain link to it until hydration. */
export function RoomsGuestsPicker({ opensFromUrl = true }: RoomsGuestsPickerProps) {
  const intl = useIntl();
  const roomsMessages = useRoomsWords();
  const labelId = useId();
  const summaryId = useId();
  const location = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(() => opensFromUrl && new URLSearchParams(location.search).get('modal') === ROOMS_GUESTS_MODAL);
  const rooms = useSearchForm((state) => state.rooms);
  const summary = useRoomsSummary(rooms);
  const close = () => {
    setOpen(false);
    // Opened by the URL: closing takes the modal out of it, so a reload does not open the picker again.
    const url = new URL(window.location.href);
    if (url.searchParams.get('modal') !== ROOMS_GUESTS_MODAL) return;
    url.searchParams.delete('modal');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  };

  return (
    <div className={styles.picker}>
      <span id={labelId} className={styles.label}>
        {intl.formatMessage(roomsMessages.label)}
      </span>
      {hydrated ? (
        <button
          type="button"
          className={styles.trigger}
          // Named by the label and the summary it shows ("Rooms and guests, 1 room, 2 guests"): the accessible
          // name must contain the visible text (WCAG 2.5.3).
          aria-labelledby={`${labelId} ${summaryId}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <span id={summaryId}>{summary}</span>
        </button>
      ) : (
        <a className={styles.trigger} href={pickerHref(location.pathname, location.search)} aria-labelledby={`${labelId} ${summaryId}`}>
          <span id={summaryId}>{summary}</span>
        </a>
      )}
      <RoomsGuestsDialog open={open} onClose={close} />
    </div>
  );
}
