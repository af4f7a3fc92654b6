import { SERVED_HOSTS } from '@stays/brand-config';

const isOnThisMachine = (host: string) => host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');

/** Every brand site that runs on this machine (localhost, *.localhost, 127.0.0.1) at the web server's port. */
export function devWebOrigins(webPort: number | string): string[] {
  return SERVED_HOSTS.filter(isOnThisMachine).map((host) => `http://${host}:${webPort}`);
}
