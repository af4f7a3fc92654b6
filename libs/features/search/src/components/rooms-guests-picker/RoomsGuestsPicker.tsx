import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { countGuests, countInfants, countPets, type RoomGuests } from '@stays/validation';
import { useSearchForm } from '../../stores/search-form-context';
import { roomsMessages } from './rooms-guests-messages';
import { RoomsGuestsDialog } from './RoomsGuestsDialog';
import styles from './RoomsGuestsPicker.module.css';

/** "1 room, 2 guests", then infants and pets when there are any ("…, 1 infant, 1 pet"), as a list of the locale. */
function useRoomsSummary(rooms: readonly RoomGuests[]): string {
  const intl = useIntl();
  const infants = countInfants(rooms);
  const pets = countPets(rooms);
  const parts = [intl.formatMessage(roomsMessages.summary, { rooms: rooms.length, guests: countGuests(rooms) })];
  if (infants > 0) parts.push(intl.formatMessage(roomsMessages.infantsCount, { infants }));
  if (pets > 0) parts.push(intl.formatMessage(roomsMessages.petsCount, { pets }));
  return intl.formatList(parts, { type: 'unit', style: 'short' });
}

/** The rooms-and-guests field: the summary of the rooms, opening their dialog. */
export function RoomsGuestsPicker() {
  const intl = useIntl();
  const labelId = useId();
  const summaryId = useId();
  const [open, setOpen] = useState(false);
  const rooms = useSearchForm((state) => state.rooms);
  const summary = useRoomsSummary(rooms);

  return (
    <div className={styles.picker}>
      <span id={labelId} className={styles.label}>
        {intl.formatMessage(roomsMessages.label)}
      </span>
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
      <RoomsGuestsDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
