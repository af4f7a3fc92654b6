/**
 * Ports of the servers the journeys start: apart from `npm start`'s 4200/4300 so both can run at once,
 * and overridable (E2E_API_PORT, E2E_WEB_PORT) so two developers' runs on one machine don't collide.
 */
export const E2E_API_PORT = Number(process.env['E2E_API_PORT'] ?? 4310);
export const E2E_WEB_PORT = Number(process.env['E2E_WEB_PORT'] ?? 4210);
/** The local OpenID provider of the social sign-in journeys: beside the API's port, so each run has its own. */
export const E2E_OIDC_PORT = Number(process.env['E2E_OIDC_PORT'] ?? E2E_API_PORT + 100);

/** Chromium resolves every *.localhost name to the loopback address, so each brand gets its own host. */
export function brandOrigin(brand: 'hotel' | 'homes'): string {
  return brand === 'hotel' ? `http://localhost:${E2E_WEB_PORT}` : `http://homes.localhost:${E2E_WEB_PORT}`;
}

/** A country site of the holiday-home brand, e.g. `nl` → http://nl.homes.localhost:<port> (brand-config's hosts). */
export function homesCountryOrigin(countryPrefix: string): string {
  return `http://${countryPrefix}.homes.localhost:${E2E_WEB_PORT}`;
}
