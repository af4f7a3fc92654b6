import { useActionData, useLoaderData, useNavigate } from 'react-router';
import { resolveModal } from '@stays/booking-rules';
import { PageShell } from '../../components/PageShell';
import { useIsFirstLoad } from '../../navigation/first-load';
import type { SiteContext } from '../../site/site-context';
import { WizardLandingView } from './WizardLandingView';
import { WizardPaymentDialog } from './WizardPaymentDialog';
import { WizardVideoDialog } from './WizardVideoDialog';
import type { WizardActionData, loadWizardPage } from './wizard.server';

const WIZARD_MODALS = ['wizardPayment', 'wizardVideo'];

/** /wizard, /wizard/upgrade, /wizard/renew: the landing with its two dialogs, ?modal=wizardPayment and ?modal=wizardVideo. */
export function WizardPage({ site, path }: { site: SiteContext; path: string }) {
  const data = useLoaderData<Awaited<ReturnType<typeof loadWizardPage>>>();
  const result = useActionData<WizardActionData>();
  const navigate = useNavigate();
  const isFirstLoad = useIsFirstLoad();
  const decision = resolveModal(data.modal, { isFirstLoad, bookingSummaryOpen: false, avoidSearchPopup: false });
  const modal = decision.action === 'open' && WIZARD_MODALS.includes(decision.modal) ? decision.modal : null;
  const modalHref = (value: string, plan?: string) => `${path}?${new URLSearchParams({ modal: value, ...(plan ? { plan } : {}) }).toString()}`;
  const close = () => navigate(path, { replace: true, preventScrollReset: true });
  const planName = data.plans.find((plan) => plan.plan_id === data.payment?.planId)?.name ?? '';
  return (
    <PageShell site={site}>
      <WizardLandingView
        landing={data.landing}
        plans={data.plans}
        membership={data.membership}
        signedIn={data.signedIn}
        loginHref={data.loginHref}
        paymentFailed={data.paymentFailed}
        wantedUnavailable={data.wantedUnavailable}
        modalHref={modalHref}
      />
      {modal === 'wizardPayment' && data.payment && data.csrfToken ? (
        <WizardPaymentDialog
          planName={planName}
          payment={data.payment}
          currencyCode={data.landing.currency_code}
          csrfToken={data.csrfToken}
          idempotencyKey={data.idempotencyKey}
          result={result}
          onClose={close}
        />
      ) : null}
      {modal === 'wizardVideo' ? <WizardVideoDialog landing={data.landing} onClose={close} /> : null}
    </PageShell>
  );
}
