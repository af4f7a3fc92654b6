import { createStore } from 'zustand/vanilla';
import { DEFAULT_SEARCH_ROOMS, MAX_ROOMS, addDays, type RoomGuests } from '@stays/validation';
import type { Destination } from '../utils/destination';

export interface SearchFormValues {
  /** What is in the destination box. */
  destinationText: string;
  /** The suggestion the guest chose; cleared when they type again. */
  destination: Destination | null;
  /** YYYY-MM-DD, or '' when cleared (an open search, when both are). */
  checkin: string;
  checkout: string;
  rooms: RoomGuests[];
  /** Flexible days: 0 for exact dates, else check-in up to this many days either side. */
  flexibleDaysCount: number;
}

export interface SearchFormState extends SearchFormValues {
  /** Why the server sent a search submitted before hydration back to the form (translated), else null. */
  serverError: string | null;
  typeDestination: (text: string) => void;
  chooseDestination: (destination: Destination) => void;
  /** Takes back what a recent search was made with (recent-search-entry's searchAgainValues). */
  recallSearch: (values: Partial<SearchFormValues>) => void;
  setCheckin: (date: string) => void;
  setCheckout: (date: string) => void;
  setFlexibleDaysCount: (days: number) => void;
  clearDates: () => void;
  addRoom: () => void;
  removeRoom: (index: number) => void;
  updateRoom: (index: number, change: Partial<RoomGuests>) => void;
}

export type SearchFormStore = ReturnType<typeof createSearchFormStore>;

/** The search form's state: one store per mounted form (a server renders many guests' pages at once). */
export function createSearchFormStore(initial: Pick<SearchFormValues, 'checkin' | 'checkout'> & Partial<SearchFormValues> & { serverError?: string | null }) {
  return createStore<SearchFormState>()((set) => ({
    destinationText: initial.destinationText ?? '',
    destination: initial.destination ?? null,
    checkin: initial.checkin,
    checkout: initial.checkout,
    rooms: initial.rooms ? initial.rooms.map((room) => ({ ...room })) : DEFAULT_SEARCH_ROOMS.map((room) => ({ ...room })),
    flexibleDaysCount: initial.flexibleDaysCount ?? 0,
    serverError: initial.serverError ?? null,
    typeDestination: (text) => set({ destinationText: text, destination: null }),
    chooseDestination: (destination) => set({ destination, destinationText: destination.name }),
    recallSearch: (values) => set(values),
    // Check-out must stay after check-in: moving check-in past it moves check-out to the next day. A cleared date
    // stays cleared until the guest picks one.
    setCheckin: (date) =>
      set((state) => (date === '' ? { checkin: '' } : { checkin: date, checkout: state.checkout > date ? state.checkout : addDays(date, 1) })),
    setCheckout: (date) => set((state) => (date === '' || date > state.checkin ? { checkout: date } : {})),
    setFlexibleDaysCount: (days) => set({ flexibleDaysCount: days }),
    clearDates: () => set({ checkin: '', checkout: '' }),
    addRoom: () => set((state) => (state.rooms.length >= MAX_ROOMS ? {} : { rooms: [...state.rooms, { adults: 1, children: 0, infants: 0, pets: 0 }] })),
    removeRoom: (index) => set((state) => (state.rooms.length <= 1 ? {} : { rooms: state.rooms.filter((_, at) => at !== index) })),
    updateRoom: (index, change) => set((state) => ({ rooms: state.rooms.map((room, at) => (at === index ? { ...room, ...change } : room)) })),
  }));
}
