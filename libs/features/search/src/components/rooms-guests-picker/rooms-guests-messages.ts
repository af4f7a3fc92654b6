import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

type RoomsValues = {
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
};

export const roomsMessages = defineMessages<RoomsValues>({
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

/** The same fields in a holiday-home brand's words: a home is let whole, so the guest picks homes, not rooms. */
export const roomsHomeWords = defineMessages<Pick<RoomsValues, 'label' | 'summary' | 'room' | 'addRoom' | 'removeRoom'>>({
  label: { id: 'search.homes.label', defaultMessage: 'Homes and guests' },
  summary: {
    id: 'search.homes.summary',
    defaultMessage: '{rooms, plural, one {# home} other {# homes}}, {guests, plural, one {# guest} other {# guests}}',
  },
  room: { id: 'search.homes.home', defaultMessage: 'Home {number}' },
  addRoom: { id: 'search.homes.add', defaultMessage: 'Add another home' },
  removeRoom: { id: 'search.homes.remove', defaultMessage: 'Remove home {number}' },
});

export const MAX_ADULTS_PER_ROOM = 8;
export const MAX_CHILDREN_PER_ROOM = 6;
export const MAX_INFANTS_PER_ROOM = 4;
export const MAX_PETS_PER_ROOM = 4;
