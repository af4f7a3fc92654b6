import { walletRoutes } from '../contracts/wallet-routes';
import type { WizardStatusQuery, WizardStatusReply } from '../contracts/wallet';
import { getJson, type ApiClientOptions } from './http';

/** GET wizard status of the signed-in guest: membership_detail.subscription_status (accounts-commerce §7). */
export function getWizardStatus(options: ApiClientOptions, query: WizardStatusQuery, signal?: AbortSignal): Promise<WizardStatusReply> {
  return getJson(options, walletRoutes.wizardStatus, query, () => import('../contracts/wallet').then((contract) => contract.wizardStatusReplySchema), signal);
}
