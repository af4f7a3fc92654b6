import type { RoomCategory, RoomServiceCode } from '@stays/api-client';

export interface MealsCharge {
  /** The meals asked for that the category offers, in the order asked, each once. */
  meals: RoomServiceCode[];
  /** The meals asked for that it does not offer. */
  missing: RoomServiceCode[];
  /** What the offered meals add to the stay: a priced one per room per night, an included one nothing (minor units, before tax where tax is added). */
  priceMinor: number;
}

/** What meals (services.meals, guest-journey §7) add to a room category's stay: the rule of availability and createBooking. */
export function mealsCharge(category: Pick<RoomCategory, 'services'>, asked: readonly RoomServiceCode[], stay: { rooms: number; nights: number }): MealsCharge {
  const charge: MealsCharge = { meals: [], missing: [], priceMinor: 0 };
  for (const meal of new Set(asked)) {
    const service = category.services.find((candidate) => candidate.code === meal);
    if (!service) {
      charge.missing.push(meal);
      continue;
    }
    charge.meals.push(meal);
    if (!service.included) charge.priceMinor += (service.price ?? 0) * stay.rooms * stay.nights;
  }
  return charge;
}
