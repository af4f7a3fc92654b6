/** 'Saint-Germain-des-Prés' → 'saint-germain-des-pres'; 'T. Nagar' → 't-nagar'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Moves a point by up to `maxKm` in a random direction; `u` and `v` are uniform draws in [0, 1). */
export function jitter(latitude: number, longitude: number, maxKm: number, u: number, v: number): { latitude: number; longitude: number } {
  const distanceKm = maxKm * Math.sqrt(u);
  const angle = 2 * Math.PI * v;
  const dLat = (distanceKm * Math.cos(angle)) / 111.32;
  const dLon = (distanceKm * Math.sin(angle)) / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return { latitude: round6(latitude + dLat), longitude: round6(longitude + dLon) };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
