/**
 * Writes nested query objects the way the spec names them (`filters[city_id]=1`,
 * `available_room_count[checkin]=…`), which the server reads back with `qs`. Written here rather than using
 * `qs` itself because qs brings ~80 KB of helpers into the browser for what is a short recursion.
 * Null and undefined are skipped; arrays use indices (`a[0]=x`).
 */
export function toQueryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const visit = (key: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(`${key}[${index}]`, item));
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [childKey, child] of Object.entries(value)) visit(`${key}[${childKey}]`, child);
    } else {
      const text = value instanceof Date ? value.toISOString() : String(value);
      pairs.push(`${encodeKey(key)}=${encodeURIComponent(text)}`);
    }
  };
  for (const [key, value] of Object.entries(query)) visit(key, value);
  return pairs.join('&');
}

/** Brackets stay readable in URLs (as qs's `encodeValuesOnly` leaves them); everything else is encoded. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}
