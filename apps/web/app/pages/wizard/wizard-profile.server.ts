import { data } from 'react-router';
import { getUserProfile, getWizardMembership, setWizardBase } from '@stays/api-client';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';
import { assertWizardShown, isSignedOutError, refusalMessage, signInAndBack } from './wizard-access.server';

/** /wizardprofile: the signed-in guest's membership (sign in and come back otherwise). */
export async function loadWizardProfile(site: SiteContext, request: Request) {
  assertWizardShown(site);
  const api = serverApi(site.locale, request);
  const viewer = await getUserProfile(api);
  if (!viewer.isLoggedIn || !viewer.csrf_token) throw signInAndBack(site, request);
  try {
    const membership = await getWizardMembership(api);
    const state = new URL(request.url).searchParams.get('wizard_payment');
    return { membership, csrfToken: viewer.csrf_token, justPaid: state === 'paid' && membership.is_member };
  } catch (error) {
    throw isSignedOutError(error) ? signInAndBack(site, request) : error;
  }
}

export type WizardProfileActionData = { error: string | null; saved: boolean };

/** 'Save home hotel': setWizardBase with the hotel chosen. */
export async function wizardProfileAction(site: SiteContext, request: Request): Promise<WizardProfileActionData> {
  assertWizardShown(site);
  const form = await request.formData();
  const csrfToken = String(form.get('csrf_token') ?? '');
  const hotelId = Number(form.get('hotel_id'));
  if (!csrfToken || !Number.isInteger(hotelId) || hotelId <= 0) throw data(null, { status: 400 });
  try {
    await setWizardBase(serverApi(site.locale, request), { hotel_id: hotelId }, csrfToken);
    return { error: null, saved: true };
  } catch (error) {
    if (isSignedOutError(error)) throw signInAndBack(site, request);
    const message = refusalMessage(error);
    if (message) return { error: message, saved: false };
    throw error;
  }
}
