import { defineMessages, useIntl, type MessageDescriptor, type PrimitiveType } from 'react-intl';
import type { Availability } from '@stays/api-client';
import { minMaxRoomMessage, tripleOccupancyMessage } from '@stays/booking-rules';
import { MAX_ROOMS, readRoomsConfigQuery } from '@stays/validation';
import { calendarDate } from '../../utils/calendar-date';
import { useStayWords } from '@stays/ui';
import { hotelDomainHomeWords, hotelDomainMessages } from './domain-messages';
import styles from './AvailabilityNotices.module.css';

const messages = defineMessages<{
  datesCorrected: { checkin: PrimitiveType; checkout: PrimitiveType };
}>({
  datesCorrected: {
    id: 'hotel.notices.datesCorrected',
    defaultMessage: 'The dates asked for cannot be booked here, so prices are shown for {checkin} to {checkout}.',
  },
});

/** The booking rules' messages (declared by @stays/booking-rules under these ids), each in the page's words. */
function messagesById(words: typeof hotelDomainMessages): Record<string, MessageDescriptor> {
  return Object.fromEntries(
    Object.entries(hotelDomainMessages).map(([key, descriptor]): [string, MessageDescriptor] => {
      const word = words[key as keyof typeof words];
      return [descriptor.id, { id: word.id, defaultMessage: word.defaultMessage }];
    }),
  );
}

/**
 * What the availability refresh changed and why (guest-journey §4, §8): corrected dates, the room configuration
 * fitted to the min–max restriction with the spec's message, and 'Maximum 2 guests are allowed per room'.
 */
export function AvailabilityNotices({ availability }: { availability: Availability }) {
  const intl = useIntl();
  const words = useStayWords(hotelDomainMessages, hotelDomainHomeWords);
  const byId = messagesById(words);
  const notices: string[] = [];
  const date = (iso: string) => intl.formatDate(calendarDate(iso), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
  if (availability.dates_corrected)
    notices.push(intl.formatMessage(messages.datesCorrected, { checkin: date(availability.checkin), checkout: date(availability.checkout) }));
  // A maximum at the search's own limit (MAX_ROOMS) is no restriction of the hotel's: only its minimum is said.
  const { minMaxRestriction } = availability.restrictions;
  const restriction = { ...minMaxRestriction, maxRoom: minMaxRestriction.maxRoom >= MAX_ROOMS ? null : minMaxRestriction.maxRoom };
  const roomMessage = availability.rooms_config_adjusted ? minMaxRoomMessage(restriction) : null;
  if (roomMessage) notices.push(intl.formatMessage(byId[roomMessage.descriptor.id] ?? roomMessage.descriptor, roomMessage.values));
  const rooms = readRoomsConfigQuery(availability.rooms_config);
  const largestRoomHolds = Math.max(0, ...availability.room_categories_with_data.map((category) => category.max_occupancy_allowed));
  if (
    rooms.ok &&
    tripleOccupancyMessage(
      rooms.rooms.map((room) => room.adults),
      largestRoomHolds,
    )
  ) {
    notices.push(intl.formatMessage(words.tripleOccupancy));
  }
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices} role="status">
      {notices.map((notice) => (
        <p key={notice} className={styles.notice}>
          {notice}
        </p>
      ))}
    </div>
  );
}
