/** The hotel details states of guest-journey §4. */
export type HotelPageState = 'partial' | 'fetching' | 'success' | 'error';

/** 'room categories are empty' (guest-journey §8) or a failed availability call. */
type HotelDetailsError = 'roomCategoriesEmpty' | 'availabilityFailed';

export interface HotelDetailsMachine {
  status: HotelPageState | 'idle';
  error: HotelDetailsError | null;
}

export type HotelDetailsEvent =
  /** The hotel's static details (name, pictures, address) arrived; its availability for the stay has not. */
  | { type: 'detailsArrived' }
  /** New dates, rooms or guests are being priced. */
  | { type: 'availabilityRequested' }
  | { type: 'availabilityArrived'; categoryCount: number }
  | { type: 'availabilityFailed' };

export const INITIAL_HOTEL_DETAILS: HotelDetailsMachine = { status: 'idle', error: null };

/**
 * partial → fetching → success | error. Details alone make 'partial' (the page can show the hotel, not yet its rooms);
 * availability that arrives with no room category is the error 'room categories are empty'. Details arriving again
 * (a new page of the same hotel) never hide an answer already shown.
 */
export function hotelDetailsTransition(state: HotelDetailsMachine, event: HotelDetailsEvent): HotelDetailsMachine {
  switch (event.type) {
    case 'detailsArrived':
      return state.status === 'idle' ? { status: 'partial', error: null } : state;
    case 'availabilityRequested':
      return { status: 'fetching', error: null };
    case 'availabilityArrived':
      return event.categoryCount === 0 ? { status: 'error', error: 'roomCategoriesEmpty' } : { status: 'success', error: null };
    case 'availabilityFailed':
      return { status: 'error', error: 'availabilityFailed' };
  }
}

/**
 * Where the page is, replayed from what it holds: the details, then the availability answer if any (undefined while
 * it is still on its way, null when it failed), then a pending new stay.
 */
export function hotelPageState(input: { loading: boolean; availability: { categoryCount: number } | null | undefined }): HotelPageState {
  const events: HotelDetailsEvent[] = [{ type: 'detailsArrived' }];
  if (input.availability === null) events.push({ type: 'availabilityFailed' });
  else if (input.availability !== undefined) events.push({ type: 'availabilityArrived', categoryCount: input.availability.categoryCount });
  if (input.loading) events.push({ type: 'availabilityRequested' });
  const { status } = events.reduce(hotelDetailsTransition, INITIAL_HOTEL_DETAILS);
  return status === 'idle' ? 'partial' : status;
}
