/** Hotel restriction keys (accounts-commerce §3) and the labels of §9. */
export const RESTRICTION_KEYS = ['no_foreign_guests', 'no_unmarried_couples', 'no_local_ids', 'no_postpaid'] as const;
export type RestrictionKey = (typeof RESTRICTION_KEYS)[number];

const RESTRICTION_LABELS = {
  panCardNotAccepted: 'PAN card not accepted',
  noUnmarriedCouples: 'No unmarried couples allowed',
  couplesWelcome: 'Couples are welcome',
  onlyIndianNationals: 'Only Indian Nationals allowed',
} as const;

/**
 * The label a restriction shows. The spec lists four labels without pairing them to keys; we pair
 * no_foreign_guests → Indian nationals only, no_unmarried_couples → no unmarried couples, no_local_ids → PAN card;
 * no_postpaid has no label. A hotel without no_unmarried_couples welcomes couples.
 */
export function restrictionLabel(key: RestrictionKey): string | null {
  switch (key) {
    case 'no_foreign_guests':
      return RESTRICTION_LABELS.onlyIndianNationals;
    case 'no_unmarried_couples':
      return RESTRICTION_LABELS.noUnmarriedCouples;
    case 'no_local_ids':
      return RESTRICTION_LABELS.panCardNotAccepted;
    case 'no_postpaid':
      return null;
  }
}

export function coupleLabel(restrictions: readonly string[]): string {
  return restrictions.includes('no_unmarried_couples') ? RESTRICTION_LABELS.noUnmarriedCouples : RESTRICTION_LABELS.couplesWelcome;
}

/** Collection filters (accounts-commerce §9). */
export const COLLECTION_FILTERS = ['townhouse', 'silverkey'] as const;
