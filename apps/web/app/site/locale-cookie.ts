import { serialize } from 'cookie';
import { COOKIES } from '@stays/brand-config';

/**
 * The `locale` cookie for a language the guest chose (the language control, `/change-language`, `?locale=`): a
 * year, the whole site, sent on same-site navigations only. It holds a preference the guest set themselves, so it
 * is strictly necessary to give them what they asked for and needs no consent (unlike analytics or marketing).
 * Not HttpOnly: the page writes it too when a guest arrives with `?locale=`.
 */
export function localeCookie(locale: string): string {
  return serialize(COOKIES.locale.name, locale, { maxAge: COOKIES.locale.maxAgeSeconds, path: COOKIES.locale.path, sameSite: 'lax' });
}
