import { isServedHost, normaliseHost } from '@stays/brand-config';
import type { AccountsConfig } from './accounts-config';
import { ServiceError } from '@stays/server-core';

/**
 * The origin of the site a guest asked from, for what the API sends them back to (the links in its e-mails, the
 * social sign-in's return): the guest's host with WEB_ORIGIN's scheme and port. The Host header is the request's to
 * write, so only a host of one of the brands' sites is taken; any other is refused, and no link leads off the product.
 */
export function siteOriginFor(config: AccountsConfig, host: string): string {
  if (!isServedHost(host)) throw new ServiceError(400, 'HOST_NOT_SERVED', 'This address is not one of our sites.');
  const origin = new URL(config.webOrigin);
  origin.hostname = normaliseHost(host);
  return origin.origin;
}
