/**
 * Message descriptors (react-intl shape, without depending on React) for the texts of spec guest-journey §5.
 * The UI translates them by id; `defaultMessage` is the spec's English text.
 */
export const searchMessages = {
  destinationRequired: { id: 'search.destination.required', defaultMessage: 'Please enter your destination' },
} as const;
