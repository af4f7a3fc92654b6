import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AccountSaveCardView } from '@stays/feature-booking';
import { PageShell } from '../components/PageShell';
import { loadAccountSaveCard, startAccountSaveCard } from '../pages/booking/account-save-card.server';
import { ACCOUNT_SAVE_CARD_PATH } from '../pages/booking/booking-urls';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAccountSaveCard(resolveSiteContext(request), request);
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const csrfToken = form.get('csrf_token');
  if (form.get('intent') !== 'saveCard' || typeof csrfToken !== 'string' || csrfToken === '') throw new Response(null, { status: 400 });
  return startAccountSaveCard(resolveSiteContext(request), request, csrfToken);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'savedCards', loaderData?.meta.title);

/** /booking/save-card (accounts-commerce §1): save a card to the signed-in guest's account, no booking needed. */
export default function AccountSaveCard() {
  const site = useRequiredSite();
  const { cards, csrfToken } = useLoaderData<typeof loader>();
  return (
    <PageShell site={site}>
      <AccountSaveCardView cards={cards} action={ACCOUNT_SAVE_CARD_PATH} csrfToken={csrfToken} />
    </PageShell>
  );
}
