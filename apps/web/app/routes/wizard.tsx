import { useLocation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { WizardPage } from '../pages/wizard/WizardPage';
import { loadWizardPage, wizardFormAction, type WizardPageMode } from '../pages/wizard/wizard.server';
import { wizardPageMeta } from '../pages/wizard/wizard-meta';
import { wizardMessages } from '../pages/wizard/wizard-messages';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

function modeOf(request: Request): WizardPageMode {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  return path.endsWith('/upgrade') ? 'upgrade' : path.endsWith('/renew') ? 'renew' : 'landing';
}

export async function loader({ request }: LoaderFunctionArgs) {
  return loadWizardPage(resolveSiteContext(request), request, modeOf(request));
}

export async function action({ request }: ActionFunctionArgs) {
  return wizardFormAction(resolveSiteContext(request), request);
}

export const meta: MetaFunction<typeof loader> = ({ matches, loaderData }) =>
  wizardPageMeta(matches, wizardMessages.seoTitle, loaderData?.mode === 'landing' ? wizardMessages.seoDescription : null);

/** /wizard, /wizard/upgrade and /wizard/renew (accounts-commerce §2): the membership landing, its payment and film. */
export default function WizardRoute() {
  const site = useRequiredSite();
  const { pathname } = useLocation();
  return <WizardPage site={site} path={pathname} />;
}
