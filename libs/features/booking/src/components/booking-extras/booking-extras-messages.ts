import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

/** The meals a booking can add, by name (guest-journey §7 services.meals). */
export const mealNameMessages = defineMessages<{ breakfast: NoValues; lunch: NoValues; dinner: NoValues }>({
  breakfast: { id: 'booking.meals.breakfast', defaultMessage: 'Breakfast' },
  lunch: { id: 'booking.meals.lunch', defaultMessage: 'Lunch' },
  dinner: { id: 'booking.meals.dinner', defaultMessage: 'Dinner' },
});

export const bookingExtrasMessages = defineMessages<{
  heading: NoValues;
  mealOption: { meal: string; price: string };
  earlyCheckinOption: { time: string; price: string };
  mealsLine: NoValues;
  earlyCheckinLine: NoValues;
  mealStatus: { meal: string; status: string };
  confirmed: NoValues;
  cancelled: NoValues;
  newTotal: { amount: string };
  save: NoValues;
  edit: NoValues;
  saved: NoValues;
  failed: NoValues;
}>({
  heading: { id: 'booking.extras.heading', defaultMessage: 'Meals and early check-in' },
  mealOption: { id: 'booking.extras.mealOption', defaultMessage: '{meal}: {price} per room per night' },
  earlyCheckinOption: { id: 'booking.extras.earlyCheckinOption', defaultMessage: 'Early check-in from {time}: {price} per room' },
  mealsLine: { id: 'booking.extras.mealsLine', defaultMessage: 'Meals' },
  earlyCheckinLine: { id: 'booking.extras.earlyCheckinLine', defaultMessage: 'Early check-in' },
  mealStatus: { id: 'booking.extras.mealStatus', defaultMessage: '{meal}: {status}' },
  confirmed: { id: 'booking.extras.confirmed', defaultMessage: 'Confirmed' },
  cancelled: { id: 'booking.extras.cancelled', defaultMessage: 'Cancelled' },
  newTotal: { id: 'booking.extras.newTotal', defaultMessage: 'New total: {amount}' },
  save: { id: 'booking.extras.save', defaultMessage: 'Save meals and early check-in' },
  edit: { id: 'booking.extras.edit', defaultMessage: 'Add or change meals and early check-in' },
  saved: { id: 'booking.extras.saved', defaultMessage: 'Your meals and early check-in are updated.' },
  failed: { id: 'booking.extras.failed', defaultMessage: 'We could not change the meals and early check-in. Please try again.' },
});
