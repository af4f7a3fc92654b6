import { brandById, countryByCode, type CountryConfig } from '@stays/brand-config';
import type { BookingAgreement } from '@stays/feature-booking';
import { legalJurisdiction } from '@stays/legal-content';
import type { SiteContext } from '../../site/site-context';

/**
 * What the booking form shows before the button: links to the site's terms, guest and privacy pages (its country's
 * links), and, where EU or UK consumer law applies, the button worded "Book with obligation to pay". No checkbox:
 * the notice next to the button, with the terms one click away, is how the guest agrees on every site.
 */
export function bookingAgreementFor(site: SiteContext, timeZone: string): BookingAgreement {
  const country = countryByCode(site.countryCode) as CountryConfig;
  return {
    termsHref: country.links.termsAndCondition,
    guestPolicyHref: country.links.guestPolicy,
    privacyPolicyHref: country.links.privacyPolicy,
    obligationToPay: legalJurisdiction(brandById(site.brandId), country) !== 'india',
    timeZone,
  };
}
