import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageShell } from '../components/PageShell';
import { WizardProfileView } from '../pages/wizard/WizardProfileView';
import { loadWizardProfile, wizardProfileAction, type WizardProfileActionData } from '../pages/wizard/wizard-profile.server';
import { wizardPageMeta } from '../pages/wizard/wizard-meta';
import { wizardProfileMessages } from '../pages/wizard/wizard-messages';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

/** The wallet money a paid purchase credits (accounts-commerce §9 "500 wallet money"), in paise. */
const WIZARD_WALLET_CREDIT = 50_000;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadWizardProfile(resolveSiteContext(request), request);
}

export async function action({ request }: ActionFunctionArgs) {
  return wizardProfileAction(resolveSiteContext(request), request);
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => wizardPageMeta(matches, wizardProfileMessages.seoTitle, null);

/** /wizardprofile (accounts-commerce §2, §3 "Wizard profile"). */
export default function WizardProfileRoute() {
  const site = useRequiredSite();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<WizardProfileActionData>();
  return (
    <PageShell site={site}>
      <WizardProfileView membership={data.membership} csrfToken={data.csrfToken} justPaid={data.justPaid} walletCredit={WIZARD_WALLET_CREDIT} result={result} />
    </PageShell>
  );
}
