import { WIZARD_SUCCESS_BENEFITS, brandById } from '@stays/brand-config';
import { wizardMembership } from '@stays/booking-rules';
import type { SiteContext } from '../../site/site-context';

/**
 * The wizard percentage listing cards take off for this reader, or null: only a signed-in guest whose wizard status
 * reads member, and never on a brand that hides wizard. The percentage is the public benefit every member gets
 * ("up to 10 % off", accounts-commerce §9), the one the hotel details' room categories and the booking apply, so
 * the card computes the member price from its public price in the browser and the search API sends no member field.
 */
export function cardWizardDiscountPercent(reader: {
  brandId: SiteContext['brandId'];
  signedIn: boolean;
  membership: Parameters<typeof wizardMembership>[0];
}): number | null {
  if (brandById(reader.brandId).featureFlags.hideWizard || !reader.signedIn || !reader.membership) return null;
  return wizardMembership(reader.membership).isMember ? WIZARD_SUCCESS_BENEFITS.nextBookingDiscountPercent : null;
}
