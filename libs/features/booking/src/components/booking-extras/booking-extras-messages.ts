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
}>({
  heading: { id: 'booking.extras.heading', defaultMessage: 'Meals and early check-in' },
  mealOption: { id: 'booking.extras.mealOption', defaultMessage: '{meal}: {price} per room per night' },
  earlyCheckinOption: { id: 'booking.extras.earlyCheckinOption', defaultMessage: 'Early check-in from {time}: {price} per room' },
  mealsLine: { id: 'booking.extras.mealsLine', defaultMessage: 'Meals' },
  earlyCheckinLine: { id: 'booking.extras.earlyCheckinLine', defaultMessage: 'Early check-in' },
});
