/** "Review types: all 1, google 2, own 0" (guest-journey §9). */
export const REVIEW_TYPES = { all: 1, google: 2, own: 0 } as const;
export type ReviewType = keyof typeof REVIEW_TYPES;

export function reviewTypeOf(code: number): ReviewType | undefined {
  return (Object.keys(REVIEW_TYPES) as ReviewType[]).find((type) => REVIEW_TYPES[type] === code);
}
