import { MAX_STAY_NIGHTS } from '@stays/brand-config';
import { spreadGuestsOverRooms } from '@stays/booking-rules';
import { countGuests, isIsoDate, roomsConfigQuery, stayNights, todayIn, type RoomGuests } from '@stays/validation';
import { ServiceError } from '@stays/server-core';
import { apiDefaultRooms } from './api-default-rooms';

/** What a guest asks for, as the query carries it (search and hotel details share it). */
export interface StayRequest {
  checkin: string;
  checkout: string;
  /** `available_room_count[min_count]`: rooms that must be free. */
  minCount?: number;
  roomsConfig?: string;
  /** `filters[guest_count][min]` and `filters[number_of_rooms]`, used when rooms_config is absent. */
  guestCount?: number;
  numberOfRooms?: number;
}

export interface Stay {
  checkin: string;
  checkout: string;
  nights: number;
  rooms: RoomGuests[];
  /** Rooms that must be free on every night. */
  roomsNeeded: number;
  guests: number;
  /** The largest adults-per-room: a category must hold it. */
  maxAdults: number;
  pets: number;
}

/**
 * Checks the dates (real dates, checkout after checkin, at most MAX_STAY_NIGHTS (brand-config) nights, and — given the country's time zone
 * and the clock — checkin not before today there) and settles the rooms: rooms_config, else guests spread over rooms one adult at a
 * time, else the API's default (one room, one adult: rooms_config 1,0,0).
 */
export function resolveStay(request: StayRequest, context: { timeZone: string; now: Date } | null): Stay {
  if (!isIsoDate(request.checkin) || !isIsoDate(request.checkout)) throw invalidDates('checkin and checkout must be real calendar dates (YYYY-MM-DD)');
  const nights = stayNights(request.checkin, request.checkout);
  if (nights < 1) throw invalidDates('checkout must be after checkin');
  if (nights > MAX_STAY_NIGHTS) throw invalidDates(`a stay is at most ${MAX_STAY_NIGHTS} nights`);
  if (context) assertCheckinNotPast(request.checkin, context.timeZone, context.now);

  const rooms = resolveStayRooms(request);
  const roomsNeeded = Math.max(rooms.length, request.minCount ?? 1);
  return {
    checkin: request.checkin,
    checkout: request.checkout,
    nights,
    rooms,
    roomsNeeded,
    guests: countGuests(rooms),
    maxAdults: Math.max(...rooms.map((room) => room.adults)),
    pets: rooms.reduce((sum, room) => sum + room.pets, 0),
  };
}

/** The rooms asked: rooms_config, else guests spread over rooms one adult at a time, else one adult in one room. */
export function resolveStayRooms(request: Pick<StayRequest, 'roomsConfig' | 'guestCount' | 'numberOfRooms'>): RoomGuests[] {
  if (request.roomsConfig !== undefined) {
    const parsed = roomsConfigQuery.safeParse(request.roomsConfig);
    if (!parsed.success) {
      throw new ServiceError(400, 'VALIDATION_ERROR', `rooms_config: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    }
    return parsed.data;
  }
  if (request.guestCount === undefined && request.numberOfRooms === undefined) return apiDefaultRooms();
  // Rooms asked for without guests get one adult each (the default 1,0,0 per room); guests are spread one adult at a time (guest-journey §5).
  const roomCount = request.numberOfRooms ?? 1;
  return spreadGuestsOverRooms(request.guestCount ?? roomCount, roomCount);
}

/**
 * Check-in cannot be before today in the country's time zone. Separate from resolveStay so search can check it
 * once its single query has told it the place's country.
 */
export function assertCheckinNotPast(checkin: string, timeZone: string, now: Date): void {
  const today = todayIn(now, timeZone);
  if (checkin < today) throw invalidDates(`checkin cannot be before today (${today})`);
}

function invalidDates(message: string): ServiceError {
  return new ServiceError(400, 'INVALID_DATES', message);
}
