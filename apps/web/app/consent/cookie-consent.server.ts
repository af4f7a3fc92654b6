import { redirect } from 'react-router';
import type { ConsentChoice } from '@stays/brand-config';
import { sameSitePath } from '../site/return-path';
import { consentCookie, cookiesToForget } from './consent-cookies';

/**
 * POST /cookie-consent: the banner's form before the page's script runs. Stores the choice (refuse, accept, or the
 * ticked boxes), deletes the cookies of what was refused, and goes back to the page the guest was on.
 */
export async function cookieConsentAction(request: Request, nowMs: number): Promise<Response> {
  const form = await request.formData();
  const decision = String(form.get('decision') ?? 'save');
  const ticked = (name: string) => decision === 'accept' || (decision === 'save' && form.get(name) === '1');
  const choice: ConsentChoice = { preferences: ticked('preferences'), statistics: ticked('statistics'), decidedAtSeconds: Math.floor(nowMs / 1000) };
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', consentCookie(choice));
  if (!choice.preferences) for (const cookie of cookiesToForget('preferences')) headers.append('Set-Cookie', cookie);
  if (!choice.statistics) for (const cookie of cookiesToForget('statistics')) headers.append('Set-Cookie', cookie);
  return redirect(sameSitePath(String(form.get('returnTo') ?? '')) ?? '/', { headers });
}
