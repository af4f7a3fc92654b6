import { serialize } from 'cookie';
import { COOKIES } from '@stays/brand-config';

/**
 * The `locale` cookie for a language the guest chose (the language control, `/change-language`, `?locale=`): the
 * whole site, sent on same-site navigations only. It is a preferences cookie (the cookie policy): kept a year only
 * with the guest's consent to preferences where consent is asked (`persistent`). Without it, a language the guest
 * picked with the language control lasts until the browser closes: a session cookie that only does what the guest
 * just asked for (user-interface customisation, exempt from consent for the session: Article 29 Working Party,
 * Opinion 04/2012, §3.6). Not HttpOnly: the page writes it too when a guest arrives with `?locale=`.
 */
export function localeCookie(locale: string, persistent = true): string {
  return serialize(COOKIES.locale.name, locale, {
    ...(persistent ? { maxAge: COOKIES.locale.maxAgeSeconds } : {}),
    path: COOKIES.locale.path,
    sameSite: 'lax',
  });
}
