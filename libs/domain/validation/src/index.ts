export { DEFAULT_SEARCH_ROOMS, MAX_ROOMS, countGuests, formatRoomsConfigQuery, roomsConfigQuery, type RoomGuests } from './rooms-config';
export { searchMessages } from './search-messages';
