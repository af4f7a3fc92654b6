import { z } from 'zod';

/** The origin a path is resolved against when checked: it stands for whichever of our hosts the guest is on. */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * A redirect target given as a path of our own site. It is parsed as a browser parses it (WHATWG URL, against the
 * site's origin) and must stay on that origin and be exactly the path it parses to: the parser drops tabs and new
 * lines and reads a backslash as a slash, so "/\evil.example" or "/\t/evil.example" would be followed to another host.
 */
export function isSitePath(target: string): boolean {
  if (!target.startsWith('/')) return false;
  let url: URL;
  try {
    url = new URL(target, SITE_ORIGIN);
  } catch {
    return false;
  }
  return url.origin === SITE_ORIGIN && `${url.pathname}${url.search}${url.hash}` === target && !url.pathname.startsWith('//');
}

export const sitePathSchema = z.string().max(500).refine(isSitePath, 'a path of this site');
