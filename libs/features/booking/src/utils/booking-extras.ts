import type { RoomCategory, RoomService } from '@stays/api-client';
import { extrasCharge, type ExtrasCharge } from '@stays/pricing';

/** The meals a booking can add (createBooking's booking.services.meals): the room services that are meals. */
const MEAL_CODES = ['breakfast', 'lunch', 'dinner'] as const;
export type MealCode = (typeof MEAL_CODES)[number];

export function isMealCode(code: string): code is MealCode {
  return (MEAL_CODES as readonly string[]).includes(code);
}

/** The meals a room category offers at a price (an included one needs no choosing). */
export function bookableMeals(category: Pick<RoomCategory, 'services'>): (RoomService & { code: MealCode })[] {
  return category.services.filter(
    (service): service is RoomService & { code: MealCode } => isMealCode(service.code) && !service.included && service.price !== null,
  );
}

/** The chosen meals the category offers, in the order the category lists them (a meal of another room is dropped). */
function offeredMeals(category: Pick<RoomCategory, 'services'>, chosen: readonly string[]): MealCode[] {
  return bookableMeals(category)
    .map((service) => service.code)
    .filter((code) => chosen.includes(code));
}

/** What the chosen meals and early check-in add to the stay: the rule createBooking charges (extrasCharge). */
export function chosenExtrasCharge(
  category: Pick<RoomCategory, 'services'>,
  chosen: { meals: readonly string[]; earlyCheckin: boolean },
  stay: { rooms: number; nights: number; countryId: number; earlyCheckin: { chargePerRoom: number } | null },
): ExtrasCharge {
  return extrasCharge(
    category.services,
    {
      meals: offeredMeals(category, chosen.meals),
      earlyCheckinPerRoomMinor: chosen.earlyCheckin && stay.earlyCheckin ? stay.earlyCheckin.chargePerRoom : null,
    },
    stay,
  );
}
