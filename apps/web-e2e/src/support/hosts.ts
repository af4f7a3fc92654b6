import { execFileSync } from 'node:child_process';

/**
 * Ports of the servers the journeys start: free ones picked once by the Playwright runner (its workers inherit
 * them through the environment), so a run never collides with `npm start`, another run, or servers a killed run
 * left behind. E2E_API_PORT, E2E_WEB_PORT, E2E_OIDC_PORT and E2E_MICROSITE_PORT choose them by hand.
 */
export const E2E_API_PORT = portFromEnvironment('E2E_API_PORT');
export const E2E_WEB_PORT = portFromEnvironment('E2E_WEB_PORT');
/** The local OpenID provider of the social sign-in journeys. */
export const E2E_OIDC_PORT = portFromEnvironment('E2E_OIDC_PORT');
/** The partners' microsite shell (apps/microsite), in front of the web server. */
export const E2E_MICROSITE_PORT = portFromEnvironment('E2E_MICROSITE_PORT');

function portFromEnvironment(name: string): number {
  const chosen = process.env[name] ?? String(freePort());
  process.env[name] = chosen;
  return Number(chosen);
}

/** A port the system has just handed out on 127.0.0.1 and taken back (asked synchronously: the config is synchronous). */
function freePort(): number {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export type Brand = 'hotel' | 'homes';

/** Chromium resolves every *.localhost name to the loopback address, so each brand gets its own host. */
export function brandOrigin(brand: Brand): string {
  return brand === 'hotel' ? `http://localhost:${E2E_WEB_PORT}` : `http://homes.localhost:${E2E_WEB_PORT}`;
}

/** A country site of the holiday-home brand, e.g. `nl` → http://nl.homes.localhost:<port> (brand-config's hosts). */
export function homesCountryOrigin(countryPrefix: string): string {
  return `http://${countryPrefix}.homes.localhost:${E2E_WEB_PORT}`;
}

/** A brand's site as the microsite shell serves it to a partner's guests. */
export function micrositeOrigin(brand: Brand): string {
  return brand === 'hotel' ? `http://localhost:${E2E_MICROSITE_PORT}` : `http://homes.localhost:${E2E_MICROSITE_PORT}`;
}
