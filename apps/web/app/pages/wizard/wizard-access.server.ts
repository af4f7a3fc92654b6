import { redirect } from 'react-router';
import { ApiRequestError } from '@stays/api-client';
import { brandById } from '@stays/brand-config';
import { notFound } from '../not-found.server';
import type { SiteContext } from '../../site/site-context';

/** `hideWizard` brands have no wizard pages at all: a real 404. */
export function assertWizardShown(site: SiteContext): void {
  if (brandById(site.brandId).featureFlags.hideWizard) notFound();
}

/** Sign in, then come back to this very page (retUrl). */
export function signInAndBack(site: SiteContext, request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`);
}

export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 401;
}

/** The API's own message for a refusal a guest can act on (4xx), else null. */
export function refusalMessage(error: unknown): string | null {
  return error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500 ? error.message : null;
}
