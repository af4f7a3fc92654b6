import { useIntl } from 'react-intl';
import { Dialog } from '@stays/ui';
import { formatMoney } from '@stays/pricing';
import type { WizardLandingReply } from '@stays/api-client';
import { wizardMessages } from './wizard-messages';
import styles from './Wizard.module.css';

/** ?modal=wizardVideo: how membership works, in three animated steps (still for guests who ask for less motion). */
export function WizardVideoDialog({ landing, onClose }: { landing: WizardLandingReply; onClose: () => void }) {
  const intl = useIntl();
  const wallet = landing.wizard_success_benefits.find((benefit) => benefit.icon_code === 'wallet')?.amount ?? 0;
  return (
    <Dialog open title={intl.formatMessage(wizardMessages.howItWorks)} onClose={onClose} placement="modal">
      <ol className={styles.steps}>
        <li>{intl.formatMessage(wizardMessages.videoStepPay)}</li>
        <li>{intl.formatMessage(wizardMessages.videoStepWallet, { amount: formatMoney(wallet, landing.currency_code, intl.locale) })}</li>
        <li>{intl.formatMessage(wizardMessages.videoStepSave, { percent: landing.plans[0]?.discount_percent_up_to ?? 10 })}</li>
      </ol>
    </Dialog>
  );
}
