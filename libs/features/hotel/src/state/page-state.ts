/** The hotel details states of guest-journey §4. */
export type HotelPageState = 'partial' | 'fetching' | 'success' | 'error';

/**
 * Where the page is: 'fetching' while new dates, rooms or guests are being priced; 'error' when the room
 * categories could not be fetched or the list is empty ('room categories are empty'); 'partial' while only the
 * hotel's summary is known; else 'success'.
 */
export function hotelPageState(input: { loading: boolean; hasRooms: boolean; failed: boolean; categoryCount: number }): HotelPageState {
  if (input.loading) return 'fetching';
  if (input.failed) return 'error';
  if (!input.hasRooms) return 'partial';
  return input.categoryCount === 0 ? 'error' : 'success';
}
