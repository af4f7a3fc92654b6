import type { AccountType } from '@stays/api-client';
import { ServiceError } from '@stays/server-core';

const REFUSALS = {
  travel_agent: { code: 'NOT_A_TRAVEL_AGENT', message: 'This account is not a travel-agent account. Sign in on the guest login page instead.' },
  corporate: { code: 'NOT_A_CORPORATE_ACCOUNT', message: 'This account is not a business account. Sign in on the guest login page instead.' },
} as const;

/**
 * The travel-agent and business login entry pages (accounts-commerce §2) admit only accounts of their type; the
 * guest login (mode consumer, or none) admits every account. Checked after the credentials, so a refusal never
 * tells a stranger what kind of account a phone or an address belongs to.
 */
export function assertEntryModeAdmits(mode: AccountType, accountType: AccountType): void {
  if (mode === 'consumer' || mode === accountType) return;
  const refusal = REFUSALS[mode];
  throw new ServiceError(403, refusal.code, refusal.message);
}
