import { useEffect } from 'react';
import { parse } from 'cookie';
import { COOKIES, cookieAllowed, parseExperimentJSON } from '@stays/brand-config';
import { useConsent } from '../consent/consent-state';
import { expdCookie } from './expd-cookie';
import { useExperiments } from './experiment-state';

/**
 * Keeps the guest's variants in the expd cookie (statistics) once they allow statistics in this tab; the server writes
 * it on the next page otherwise. A guest who refuses has it deleted with the other statistics cookies. Renders nothing.
 */
export function KeepExperiments() {
  const consent = useConsent();
  const experiments = useExperiments();
  const allowed = cookieAllowed(COOKIES.expd.name, consent.gdpr, consent.choice);
  useEffect(() => {
    if (!allowed) return;
    const kept = parseExperimentJSON(parse(document.cookie)[COOKIES.expd.name]);
    if (JSON.stringify(kept) !== JSON.stringify(experiments)) document.cookie = expdCookie(experiments);
  }, [allowed, experiments]);
  return null;
}
