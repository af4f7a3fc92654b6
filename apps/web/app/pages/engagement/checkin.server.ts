import { data, redirect } from 'react-router';
import { ApiRequestError, getOnlineCheckin, getUserProfile, saveOnlineCheckin } from '@stays/api-client';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';

export type CheckinError = 'refused' | 'idNotAccepted' | 'closed';

function signIn(site: SiteContext, request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`);
}

/** /booking/{id}/online-checkin: the signed-in guest's booking, its check-in form and what was given. */
export async function loadCheckinPage(site: SiteContext, request: Request, bookingId: string) {
  const api = serverApi(site.locale, request);
  const viewer = await getUserProfile(api);
  if (!viewer.isLoggedIn || !viewer.csrf_token) throw signIn(site, request);
  try {
    return { checkin: await getOnlineCheckin(api, bookingId), csrfToken: viewer.csrf_token };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401) throw signIn(site, request);
    if (error instanceof ApiRequestError && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The form: arrival time and every guest; the API checks each ID against the guest's nationality. */
export async function submitCheckin(site: SiteContext, request: Request, bookingId: string) {
  const form = await request.formData();
  const names = form.getAll('name').map(String);
  const guests = names.map((name, index) => ({
    name,
    nationality: String(form.getAll('nationality')[index] ?? ''),
    id_type: String(form.getAll('id_type')[index] ?? '') as 'passport',
    id_number: String(form.getAll('id_number')[index] ?? ''),
  }));
  try {
    await saveOnlineCheckin(
      serverApi(site.locale, request),
      bookingId,
      { arrival_time: String(form.get('arrival_time') ?? ''), guests },
      String(form.get('csrf_token') ?? ''),
    );
    return redirect(`/booking/${encodeURIComponent(bookingId)}/online-checkin?done=1`);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.statusCode === 401 || error.statusCode === 403) throw signIn(site, request);
    const reason: CheckinError = error.code === 'CHECKIN_ID_NOT_ACCEPTED' ? 'idNotAccepted' : error.code === 'CHECKIN_NOT_OPEN' ? 'closed' : 'refused';
    if (error.statusCode === 400 || error.statusCode === 409) return data({ error: reason }, { status: error.statusCode });
    throw error;
  }
}
