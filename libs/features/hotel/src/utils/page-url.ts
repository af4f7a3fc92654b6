/** The query parameters of the hotel page the guest's choices live in (guest-journey §2), besides `modal`. */
export type PageParams = Record<string, string>;

/**
 * The hotel page's URL with some parameters changed: a value sets one, null removes it; every other parameter
 * (utm_source, is_quotation, coupon, …) is kept as it was.
 */
export function pageHref(path: string, current: PageParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
