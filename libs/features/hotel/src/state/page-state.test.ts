import { describe, expect, it } from 'vitest';
import { INITIAL_HOTEL_DETAILS, hotelDetailsTransition, hotelPageState, type HotelDetailsEvent, type HotelDetailsMachine } from './page-state';

const run = (...events: HotelDetailsEvent[]): HotelDetailsMachine => events.reduce(hotelDetailsTransition, INITIAL_HOTEL_DETAILS);

describe('hotel details transitions (guest-journey §4: partial, fetching, success, error)', () => {
  it('is partial once the details arrived and the availability has not', () => {
    expect(run({ type: 'detailsArrived' })).toEqual({ status: 'partial', error: null });
  });

  it('goes from partial to success when the availability brings room categories', () => {
    expect(run({ type: 'detailsArrived' }, { type: 'availabilityArrived', categoryCount: 3 })).toEqual({ status: 'success', error: null });
  });

  it('stores "room categories are empty" when the availability brings none', () => {
    expect(run({ type: 'detailsArrived' }, { type: 'availabilityArrived', categoryCount: 0 })).toEqual({ status: 'error', error: 'roomCategoriesEmpty' });
  });

  it('is an error when the availability call fails', () => {
    expect(run({ type: 'detailsArrived' }, { type: 'availabilityFailed' })).toEqual({ status: 'error', error: 'availabilityFailed' });
  });

  it('fetches a new stay from success or error, and clears the error', () => {
    expect(run({ type: 'detailsArrived' }, { type: 'availabilityArrived', categoryCount: 2 }, { type: 'availabilityRequested' })).toEqual({
      status: 'fetching',
      error: null,
    });
    expect(run({ type: 'detailsArrived' }, { type: 'availabilityFailed' }, { type: 'availabilityRequested' })).toEqual({ status: 'fetching', error: null });
  });

  it('keeps an answer already shown when the details arrive again', () => {
    expect(run({ type: 'detailsArrived' }, { type: 'availabilityArrived', categoryCount: 2 }, { type: 'detailsArrived' })).toEqual({
      status: 'success',
      error: null,
    });
  });
});

describe('the hotel page state from what the page holds', () => {
  it.each([
    [{ loading: false, availability: undefined }, 'partial'],
    [{ loading: true, availability: undefined }, 'fetching'],
    [{ loading: true, availability: { categoryCount: 2 } }, 'fetching'],
    [{ loading: false, availability: null }, 'error'],
    [{ loading: false, availability: { categoryCount: 0 } }, 'error'],
    [{ loading: false, availability: { categoryCount: 3 } }, 'success'],
  ] as const)('%o is %s', (input, state) => {
    expect(hotelPageState(input)).toBe(state);
  });
});
