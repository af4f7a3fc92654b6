import { useIntl } from 'react-intl';
import { Button, Dialog, Stepper } from '@stays/ui';
import { MAX_ROOMS } from '@stays/validation';
import { useSearchForm } from '../../stores/search-form-context';
import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_INFANTS_PER_ROOM, MAX_PETS_PER_ROOM } from './rooms-guests-messages';
import { useRoomsWords } from './use-rooms-words';
import styles from './RoomsGuestsPicker.module.css';

export interface RoomsGuestsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Adults, children, infants and pets per room; rooms can be added and removed ('Done' closes it). */
export function RoomsGuestsDialog({ open, onClose }: RoomsGuestsDialogProps) {
  const intl = useIntl();
  const roomsMessages = useRoomsWords();
  const rooms = useSearchForm((state) => state.rooms);
  const addRoom = useSearchForm((state) => state.addRoom);
  const removeRoom = useSearchForm((state) => state.removeRoom);
  const updateRoom = useSearchForm((state) => state.updateRoom);
  return (
    <Dialog
      open={open}
      title={intl.formatMessage(roomsMessages.label)}
      onClose={onClose}
      footer={
        <Button fullWidth onClick={onClose}>
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
  );
}
