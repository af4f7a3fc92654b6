/** How long a built sitemap is served before it is built again from the API. */
const TTL_MS = 5 * 60_000;
/** Sitemaps of many hosts and files stay within a bounded memory. */
const MAX_ENTRIES = 64;

const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

/**
 * A value built once per key for a few minutes: sitemaps are read by crawlers in bursts and built from several API
 * calls. Requests arriving while it is built share the build; a failed build is not kept.
 */
export function cachedBriefly<T>(key: string, build: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = build();
  entries.delete(key);
  entries.set(key, { expires: now + TTL_MS, value });
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}

/** Test support: forget every cached value. */
export function clearBriefCache(): void {
  entries.clear();
}
