import { createContext, useContext, type ReactNode } from 'react';

const MemberPricingContext = createContext<number | null>(null);

/**
 * The wizard discount percentage that the reader's listing cards show a member price with, or null (not signed in,
 * not a member, or a brand that hides wizard). The app decides; cards only read it.
 */
export function MemberPricingProvider({ wizardDiscountPercent, children }: { wizardDiscountPercent: number | null; children: ReactNode }) {
  return <MemberPricingContext.Provider value={wizardDiscountPercent}>{children}</MemberPricingContext.Provider>;
}

export function useWizardDiscountPercent(): number | null {
  return useContext(MemberPricingContext);
}
