import { z } from 'zod';
import type { RoomGuests } from './rooms-config';
import { readRoomsConfigQuery } from './read-rooms-config-query';

// Apart from rooms-config.ts so that pages using only the room helpers do not load zod.
/** `readRoomsConfigQuery` as a zod schema, for the API's query schemas. */
export const roomsConfigQuery = z.string().transform((value, context): RoomGuests[] => {
  const reading = readRoomsConfigQuery(value);
  if (reading.ok) return reading.rooms;
  context.addIssue({ code: 'custom', message: reading.message });
  return z.NEVER;
});
