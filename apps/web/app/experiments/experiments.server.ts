import { serialize } from 'cookie';
import { assignExperiments, controlExperiments, COOKIES, cookieAllowed, parseExperimentJSON, type ExperimentJSON } from '@stays/brand-config';
import type { ConsentState } from '../consent/consent-state';
import { requestCookie } from '../site/request-cookies.server';
import { expdCookie } from './expd-cookie';

/** A device id that looks like one (what the site writes is a UUID); anything else is replaced. */
const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The device id minted for a request that came without a fingerprint2 cookie. Every loader of one document request
 * gets the same Request object, so the root loader (which writes the cookie) and the page's loader (which may ask
 * the API for the wizardPlus landing or 40 properties) read one id and agree on the variants of the first page.
 */
const minted = new WeakMap<Request, string>();

function deviceIdOf(request: Request): { id: string; isNew: boolean } {
  const sent = requestCookie(request, COOKIES.fingerprint.name);
  if (sent && DEVICE_ID.test(sent)) return { id: sent, isNew: false };
  let id = minted.get(request);
  if (!id) {
    id = crypto.randomUUID();
    minted.set(request, id);
  }
  return { id, isNew: true };
}

/**
 * The guest's experimentJSON: the variants kept in the expd cookie this session, the others from the device id; every
 * experiment's control while `EXPERIMENTS=off` (the operators' switch, and the journeys', whose pages must not depend
 * on a new browser's random device id).
 */
export function experimentsOf(request: Request): ExperimentJSON {
  if (process.env['EXPERIMENTS'] === 'off') return controlExperiments();
  return assignExperiments(deviceIdOf(request).id, parseExperimentJSON(requestCookie(request, COOKIES.expd.name)));
}

/**
 * The cookies the root loader writes so the next pages show the same variants: fingerprint2 (necessary, 63,072,000 s)
 * when the device had none, and expd (statistics, for the browser session) when the guest's consent allows it and it
 * does not already say the same.
 */
export function experimentCookies(request: Request, experiments: ExperimentJSON, consent: Pick<ConsentState, 'gdpr' | 'choice'>): string[] {
  const cookies: string[] = [];
  const device = deviceIdOf(request);
  if (device.isNew) {
    cookies.push(
      serialize(COOKIES.fingerprint.name, device.id, { maxAge: COOKIES.fingerprint.maxAgeSeconds, path: COOKIES.fingerprint.path, sameSite: 'lax' }),
    );
  }
  const kept = parseExperimentJSON(requestCookie(request, COOKIES.expd.name));
  if (cookieAllowed(COOKIES.expd.name, consent.gdpr, consent.choice) && JSON.stringify(kept) !== JSON.stringify(experiments)) {
    cookies.push(expdCookie(experiments));
  }
  return cookies;
}
