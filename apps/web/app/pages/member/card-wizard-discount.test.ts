import { describe, expect, it } from 'vitest';
import { cardWizardDiscountPercent } from './card-wizard-discount';

const member = { subscription_status: 'Member', is_subscription_pending: false };

describe('the wizard discount listing cards show', () => {
  it('is the member percentage for a signed-in member on a brand that offers wizard', () => {
    expect(cardWizardDiscountPercent({ brandId: 'nivaas', signedIn: true, membership: member })).toBe(10);
  });

  it('is none for a guest, a signed-in non-member, an expired or pending membership, or before the status loads', () => {
    expect(cardWizardDiscountPercent({ brandId: 'nivaas', signedIn: false, membership: member })).toBeNull();
    expect(cardWizardDiscountPercent({ brandId: 'nivaas', signedIn: true, membership: { subscription_status: null } })).toBeNull();
    expect(cardWizardDiscountPercent({ brandId: 'nivaas', signedIn: true, membership: { subscription_status: 'expired' } })).toBeNull();
    expect(
      cardWizardDiscountPercent({ brandId: 'nivaas', signedIn: true, membership: { subscription_status: 'member', is_subscription_pending: true } }),
    ).toBeNull();
    expect(cardWizardDiscountPercent({ brandId: 'nivaas', signedIn: true, membership: undefined })).toBeNull();
  });

  it('is none on the brands that hide wizard, even for a member', () => {
    expect(cardWizardDiscountPercent({ brandId: 'dunelight', signedIn: true, membership: member })).toBeNull();
    expect(cardWizardDiscountPercent({ brandId: 'dunelight-in', signedIn: true, membership: member })).toBeNull();
  });
});
