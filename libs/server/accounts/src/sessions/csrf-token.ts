import { hmacHex, sameText } from '../crypto/tokens';

/** The anti-forgery token of a session: bound to it (HMAC of its token), so another session's token never fits. */
export function csrfTokenFor(secret: string, sessionToken: string): string {
  return hmacHex(secret, `csrf:${sessionToken}`);
}

export function isCsrfTokenValid(secret: string, sessionToken: string, presented: string | string[] | undefined): boolean {
  return typeof presented === 'string' && sameText(presented, csrfTokenFor(secret, sessionToken));
}
