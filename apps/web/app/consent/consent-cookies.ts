import { serialize } from 'cookie';
import { COOKIE_CATEGORIES, COOKIES, serializeConsent, type ConsentChoice, type OptionalConsentCategory } from '@stays/brand-config';

/** The consent cookie: the choice, six months (COOKIES.consent), the whole site, sent on same-site navigations. */
export function consentCookie(choice: ConsentChoice): string {
  return serialize(COOKIES.consent.name, serializeConsent(choice), { maxAge: COOKIES.consent.maxAgeSeconds, path: COOKIES.consent.path, sameSite: 'lax' });
}

/** Set-Cookie values that delete what a category covers (a guest who withdraws a consent keeps none of its cookies). */
export function cookiesToForget(category: OptionalConsentCategory): string[] {
  return Object.entries(COOKIE_CATEGORIES)
    .filter(([, of]) => of === category)
    .map(([name]) => serialize(name, '', { maxAge: 0, path: '/' }));
}

/** Writes the guest's choice in the browser and deletes the cookies of each category they said no to. */
export function storeChoiceInBrowser(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice);
  if (!choice.preferences) for (const cookie of cookiesToForget('preferences')) document.cookie = cookie;
  if (!choice.statistics) for (const cookie of cookiesToForget('statistics')) document.cookie = cookie;
}
