import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LegalDocumentView } from '../components/LegalDocumentView';
import { PageShell } from '../components/PageShell';
import { loadLegalPage } from '../pages/legal/legal-page.server';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';

/**
 * The legal pages (terms, guest policy, privacy, cookies, CSR, saved cards, unmarried couples), with and without a
 * country prefix. The document comes with the loader's data, so only this page carries it.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadLegalPage(request, params['country']);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function LegalRoute() {
  const { document } = useLoaderData<typeof loader>();
  const site = useRequiredSite();
  return (
    <PageShell site={site}>
      <LegalDocumentView document={document} />
    </PageShell>
  );
}
