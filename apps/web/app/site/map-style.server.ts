/**
 * The map's tile style for production (MAP_STYLE_URL, a MapLibre style JSON on an http(s) address); without it, or
 * with anything else, the listing map draws the light basemap shipped with the site, which needs no internet.
 */
export function mapStyleUrlFrom(env: Record<string, string | undefined>): string | null {
  const value = env['MAP_STYLE_URL']?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
