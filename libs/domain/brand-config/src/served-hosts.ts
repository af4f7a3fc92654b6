import { BRANDS } from './brands';
import { normaliseHost } from './resolve-brand';

/** Every host name the product answers on: each site of each brand. */
export const SERVED_HOSTS: readonly string[] = BRANDS.flatMap((brand) => brand.sites.map((site) => site.host));

/** Whether a Host header (any case, with or without its port) names one of the product's sites. */
export function isServedHost(host: string): boolean {
  return SERVED_HOSTS.includes(normaliseHost(host));
}
