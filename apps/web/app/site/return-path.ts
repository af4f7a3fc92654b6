const PLACEHOLDER_ORIGIN = 'http://return.invalid';

/**
 * A path on this site to send the guest back to, or undefined when `value` is not one: only a path that starts with
 * one `/` is taken (never another host: `//evil.example`, `/\evil.example`, `https://…`), so no redirect leaves the
 * site. The `locale` parameter is dropped from it, or the page would stay in the language it was asked in.
 */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  url.searchParams.delete('locale');
  // A path whose first segment is empty ('//x' after the parser's clean-up) would name a host in a Location header.
  const path = `/${url.pathname.replace(/^[/\\]+/, '')}`;
  return `${path}${url.search}${url.hash}`;
}

/** The path of the page a request came from (its Referer), when that page is on the same host; else undefined. */
export function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
    return from.host === host ? sameSitePath(`${from.pathname}${from.search}${from.hash}`) : undefined;
  } catch {
    return undefined;
  }
}
