/** "Meal item: added or modified gives Confirmed; removed gives Cancelled" (guest-journey §4). */
export type MealItemChange = 'added' | 'modified' | 'removed';
export type MealItemStatus = 'Confirmed' | 'Cancelled';

export function mealItemStatus(change: MealItemChange): MealItemStatus {
  return change === 'removed' ? 'Cancelled' : 'Confirmed';
}
