// Apart from reviews.ts (its zod schemas) so that the pages naming a review tab do not load zod.
/** Review types of guest-journey §9: all 1, google 2, own 0. */
export const REVIEW_TYPES = { all: 1, google: 2, own: 0 } as const;
