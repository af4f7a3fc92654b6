import { data } from 'react-router';
import { ApiRequestError, getNewsletterStatus, newsletterLinkSchema, newsletterSignout } from '@stays/api-client';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';

type NewsletterPageState = 'subscribed' | 'unsubscribed' | 'already' | 'invalid';

function linkOf(values: { u: unknown; sig: unknown }) {
  const parsed = newsletterLinkSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

function refused(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.statusCode === 403 || error.statusCode === 400);
}

/** /service/newsletter-signout?u=…&sig=…: whether the signed link's account takes the newsletter, or that the link is not valid. */
export async function loadNewsletterPage(site: SiteContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const link = linkOf({ u: query.get('u'), sig: query.get('sig') });
  if (!link) return data({ state: 'invalid' as NewsletterPageState, link: null }, { status: 403 });
  try {
    const { status } = await getNewsletterStatus(serverApi(site.locale), link);
    return { state: (status === 'subscribed' ? 'subscribed' : 'already') as NewsletterPageState, link };
  } catch (error) {
    if (refused(error)) return data({ state: 'invalid' as NewsletterPageState, link: null }, { status: 403 });
    throw error;
  }
}

/** The page's form: unsubscribes once; a second time says it already was. */
export async function submitNewsletterSignout(site: SiteContext, request: Request) {
  const form = await request.formData();
  const link = linkOf({ u: form.get('u'), sig: form.get('sig') });
  if (!link) return data({ state: 'invalid' as NewsletterPageState }, { status: 403 });
  try {
    const { status } = await newsletterSignout(serverApi(site.locale), link);
    return { state: (status === 'unsubscribed' ? 'unsubscribed' : 'already') as NewsletterPageState };
  } catch (error) {
    if (refused(error)) return data({ state: 'invalid' as NewsletterPageState }, { status: 403 });
    throw error;
  }
}
