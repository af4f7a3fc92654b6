import type { AdditionalChargeInfo, CancellationPolicy, RoomCategory } from '@stays/api-client';
import { freeCancellationDeadline } from '@stays/booking-rules';

/** Early check-in can be asked for from this time on the day of arrival. */
const EARLY_CHECKIN_FROM = '08:00';
/** Early check-in costs this share of the first night's rate, per room. */
const EARLY_CHECKIN_SHARE_PERCENT = 50;

/**
 * The cancellation policy of a stay: free until 09:00 on the check-in day in the property's time zone (the rule of
 * booking-rules' freeCancellationDeadline), after that the first night of every room is charged. When the deadline has
 * passed already, only the charge applies.
 */
export function cancellationPolicies(category: RoomCategory | null, stay: { checkin: string }, context: { timeZone: string; now: Date }): CancellationPolicy[] {
  if (!category) return [];
  const deadline = freeCancellationDeadline(stay.checkin, context.timeZone);
  const firstNight = category.pricing_info.prices[0]?.price ?? 0;
  const charge: CancellationPolicy = { kind: 'first_night_charge', from: deadline.toISOString(), until: null, charge: firstNight };
  if (context.now.getTime() >= deadline.getTime()) return [{ ...charge, from: null }];
  return [{ kind: 'free_cancellation', from: null, until: deadline.toISOString(), charge: 0 }, charge];
}

/** Early check-in (additional_charge_info.early_checkin): from EARLY_CHECKIN_FROM, half the first night per room. */
export function additionalChargeInfo(category: RoomCategory | null, checkinTime: string, rooms: number): AdditionalChargeInfo {
  const firstNight = category?.pricing_info.prices[0]?.price ?? 0;
  if (!category || firstNight <= 0 || checkinTime <= EARLY_CHECKIN_FROM) return { early_checkin: null };
  const perRoom = Math.round((firstNight / Math.max(1, rooms)) * (EARLY_CHECKIN_SHARE_PERCENT / 100));
  return { early_checkin: { from_time: EARLY_CHECKIN_FROM, standard_time: checkinTime, charge_per_room: perRoom } };
}
