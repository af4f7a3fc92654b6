import { serialize } from 'cookie';
import { COOKIES, serializeExperimentJSON, type ExperimentJSON } from '@stays/brand-config';

/** The expd cookie (statistics): the guest's experimentJSON for the browser session (no lifetime, accounts-commerce §9), the whole site. */
export function expdCookie(experiments: ExperimentJSON): string {
  return serialize(COOKIES.expd.name, serializeExperimentJSON(experiments), { path: COOKIES.expd.path, sameSite: 'lax', encode: (text) => text });
}
