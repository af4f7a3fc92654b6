import { LOCALES, isLocaleOffered } from '@stays/brand-config';

/** The languages a guest may choose on this device: all fourteen on phones, all but Hindi and Thai elsewhere. */
export function offeredLocales(isMobile: boolean) {
  return LOCALES.filter((entry) => isLocaleOffered(entry, isMobile));
}

/** The address that switches to `locale` and comes back to `returnPath` (a plain link: it works before the page's script). */
export function changeLanguageHref(locale: string, returnPath: string): string {
  return `/change-language?${new URLSearchParams({ locale, retUrl: returnPath }).toString()}`;
}
