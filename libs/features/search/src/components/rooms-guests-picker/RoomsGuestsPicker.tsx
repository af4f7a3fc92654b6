import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Button, Dialog, Stepper } from '@stays/ui';
import { MAX_ROOMS, countGuests, countInfants, countPets, type RoomGuests } from '@stays/validation';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSearchForm } from '../../stores/search-form-context';
import styles from './RoomsGuestsPicker.module.css';

type NoValues = Record<never, never>;

export const roomsMessages = defineMessages<{
  label: NoValues;
  summary: { rooms: number; guests: number };
  infantsCount: { infants: number };
  petsCount: { pets: number };
  room: { number: number };
  adults: NoValues;
  adultsAge: NoValues;
  children: NoValues;
  childrenAge: NoValues;
  infants: NoValues;
  infantsAge: NoValues;
  pets: NoValues;
  petsNote: NoValues;
  addRoom: NoValues;
  removeRoom: { number: number };
  done: NoValues;
}>({
  label: { id: 'search.rooms.label', defaultMessage: 'Rooms and guests' },
  summary: {
    id: 'search.rooms.summary',
    defaultMessage: '{rooms, plural, one {# room} other {# rooms}}, {guests, plural, one {# guest} other {# guests}}',
  },
  infantsCount: { id: 'search.rooms.summaryInfants', defaultMessage: '{infants, plural, one {# infant} other {# infants}}' },
  petsCount: { id: 'search.rooms.summaryPets', defaultMessage: '{pets, plural, one {# pet} other {# pets}}' },
  room: { id: 'search.rooms.room', defaultMessage: 'Room {number}' },
  adults: { id: 'search.rooms.adults', defaultMessage: 'Adults' },
  adultsAge: { id: 'search.rooms.adultsAge', defaultMessage: '13 years and above' },
  children: { id: 'search.rooms.children', defaultMessage: 'Children' },
  childrenAge: { id: 'search.rooms.childrenAge', defaultMessage: '2 to 12 years' },
  infants: { id: 'search.rooms.infants', defaultMessage: 'Infants' },
  infantsAge: { id: 'search.rooms.infantsAge', defaultMessage: 'Under 2 years' },
  pets: { id: 'search.rooms.pets', defaultMessage: 'Pets' },
  petsNote: { id: 'search.rooms.petsNote', defaultMessage: 'Only stays that welcome them are shown' },
  addRoom: { id: 'search.rooms.add', defaultMessage: 'Add room' },
  removeRoom: { id: 'search.rooms.remove', defaultMessage: 'Remove room {number}' },
  done: { id: 'search.rooms.done', defaultMessage: 'Done' },
});

const MAX_ADULTS_PER_ROOM = 8;
const MAX_CHILDREN_PER_ROOM = 6;
const MAX_INFANTS_PER_ROOM = 4;
const MAX_PETS_PER_ROOM = 4;

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

/**
 * The picker's own modal value (guest-journey §2): honoured at first load, so the URL opens the picker, and a tap
 * before hydration (a plain link to it) has it open once the page works.
 */
export const ROOMS_GUESTS_MODAL = 'dateguestpicker';

function pickerHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('modal', ROOMS_GUESTS_MODAL);
  return `${pathname}?${params.toString()}`;
}

/** The rooms-and-guests picker: adults, children, infants and pets per room; rooms can be added and removed. */
export function RoomsGuestsPicker() {
  const intl = useIntl();
  const labelId = useId();
  const summaryId = useId();
  const location = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(() => new URLSearchParams(location.search).get('modal') === ROOMS_GUESTS_MODAL);
  const rooms = useSearchForm((state) => state.rooms);
  const addRoom = useSearchForm((state) => state.addRoom);
  const removeRoom = useSearchForm((state) => state.removeRoom);
  const updateRoom = useSearchForm((state) => state.updateRoom);
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
      <Dialog
        open={open}
        title={intl.formatMessage(roomsMessages.label)}
        onClose={close}
        footer={
          <Button fullWidth onClick={close}>
            {intl.formatMessage(roomsMessages.done)}
          </Button>
        }
      >
        <ol className={styles.rooms}>
          {rooms.map((room, index) => {
            const number = index + 1;
            return (
              // Rooms have no identity of their own beyond their position.
              <li key={index} className={styles.room}>
                <div className={styles.roomHeader}>
                  <h3 className={styles.roomTitle}>{intl.formatMessage(roomsMessages.room, { number })}</h3>
                  {rooms.length > 1 ? (
                    <button type="button" className={styles.remove} onClick={() => removeRoom(index)}>
                      {intl.formatMessage(roomsMessages.removeRoom, { number })}
                    </button>
                  ) : null}
                </div>
                <Stepper
                  label={intl.formatMessage(roomsMessages.adults)}
                  description={intl.formatMessage(roomsMessages.adultsAge)}
                  value={room.adults}
                  min={1}
                  max={MAX_ADULTS_PER_ROOM}
                  onChange={(adults) => updateRoom(index, { adults })}
                />
                <Stepper
                  label={intl.formatMessage(roomsMessages.children)}
                  description={intl.formatMessage(roomsMessages.childrenAge)}
                  value={room.children}
                  min={0}
                  max={MAX_CHILDREN_PER_ROOM}
                  onChange={(children) => updateRoom(index, { children })}
                />
                <Stepper
                  label={intl.formatMessage(roomsMessages.infants)}
                  description={intl.formatMessage(roomsMessages.infantsAge)}
                  value={room.infants}
                  min={0}
                  max={MAX_INFANTS_PER_ROOM}
                  onChange={(infants) => updateRoom(index, { infants })}
                />
                <Stepper
                  label={intl.formatMessage(roomsMessages.pets)}
                  description={intl.formatMessage(roomsMessages.petsNote)}
                  value={room.pets}
                  min={0}
                  max={MAX_PETS_PER_ROOM}
                  onChange={(pets) => updateRoom(index, { pets })}
                />
              </li>
            );
          })}
        </ol>
        <Button variant="secondary" fullWidth disabled={rooms.length >= MAX_ROOMS} onClick={addRoom}>
          {intl.formatMessage(roomsMessages.addRoom)}
        </Button>
      </Dialog>
    </div>
  );
}
