import { taxOnTopMinor } from './taxes';

/** A room service as hotel details lists it: included in the price, or bookable at a price per room per night. */
export interface ChargeableService {
  code: string;
  included: boolean;
  price: number | null;
}

export interface ExtrasCharge {
  /** The meals asked for that the category offers, in the order asked, each once. */
  meals: string[];
  /** The meals asked for that it does not offer. */
  missing: string[];
  /** A priced meal per room per night, an included one nothing (before tax where tax is added). */
  mealsMinor: number;
  /** Early check-in: its charge per room, every room. */
  earlyCheckinMinor: number;
  /** Tax on the extras where the country adds it on top (as on the room); 0 where prices include it. */
  taxOnTopMinor: number;
  /** What the extras add to the guest's total. */
  totalMinor: number;
}

/**
 * The one rule for what meals (services.meals) and early check-in add to a stay: the booking summary shows it and
 * createBooking and a later change of the extras charge it. Minor units throughout.
 */
export function extrasCharge(
  services: readonly ChargeableService[],
  asked: { meals: readonly string[]; earlyCheckinPerRoomMinor: number | null },
  stay: { rooms: number; nights: number; countryId: number },
): ExtrasCharge {
  const meals: string[] = [];
  const missing: string[] = [];
  let mealsMinor = 0;
  for (const meal of new Set(asked.meals)) {
    const service = services.find((candidate) => candidate.code === meal);
    if (!service) {
      missing.push(meal);
      continue;
    }
    meals.push(meal);
    if (!service.included) mealsMinor += (service.price ?? 0) * stay.rooms * stay.nights;
  }
  const earlyCheckinMinor = asked.earlyCheckinPerRoomMinor === null ? 0 : asked.earlyCheckinPerRoomMinor * stay.rooms;
  const taxOnTopMinor = extrasTaxOnTop(mealsMinor + earlyCheckinMinor, stay.countryId);
  return { meals, missing, mealsMinor, earlyCheckinMinor, taxOnTopMinor, totalMinor: mealsMinor + earlyCheckinMinor + taxOnTopMinor };
}

/** The tax a country adds on top of extras worth `extrasMinor` (0 where prices include tax). */
export function extrasTaxOnTop(extrasMinor: number, countryId: number): number {
  return taxOnTopMinor(extrasMinor, countryId);
}
