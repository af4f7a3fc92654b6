import { wordsFor } from '@stays/ui';
import { useSearchConfig } from '../../config/search-config';
import { roomsHomeWords, roomsMessages } from './rooms-guests-messages';

/** The picker's messages in the site's words: rooms on a hotel site, homes on a holiday-home site. */
export function useRoomsWords(): typeof roomsMessages {
  return wordsFor(useSearchConfig().defaultPropertyType, roomsMessages, roomsHomeWords);
}
