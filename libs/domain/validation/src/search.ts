import { z } from 'zod';
import { validationMessages } from './messages';

/** "Search requires a destination: 'Please enter your destination'" (guest-journey §5). */
export const destinationSchema = z
  .string({ message: validationMessages.destinationRequired.id })
  .trim()
  .min(1, { message: validationMessages.destinationRequired.id });
