import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { WalletView } from '@stays/feature-account';
import { PageShell } from '../components/PageShell';
import { loadWalletPage } from '../pages/wallet/wallet.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadWalletPage(resolveSiteContext(request), request);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'wallet', loaderData?.meta.title);

/** /accountdetails/oyomoney (accounts-commerce §2): the wallet page, server-rendered. */
export default function WalletPage() {
  const site = useRequiredSite();
  const data = useLoaderData<typeof loader>();
  return (
    <PageShell site={site}>
      <WalletView wallet={data.wallet} transactions={data.transactions} />
    </PageShell>
  );
}
