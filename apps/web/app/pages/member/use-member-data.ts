import { useQuery } from '@tanstack/react-query';
import { getWallet, getWizardStatus, type ApiClientOptions, type Wallet } from '@stays/api-client';
import { walletCountryIsoCode, walletUserType, wizardMembership } from '@stays/booking-rules';

/**
 * The signed-in guest's wallet (in the hotel's country's currency) and wizard membership, for the hotel page and
 * its booking summary: "Wizard data loads for a logged-in user"; nothing is asked for a guest.
 */
export function useMemberData(api: ApiClientOptions, signedIn: boolean, countryCode: string): { wallet: Wallet | null; wizardMember: boolean } {
  const country = walletCountryIsoCode(countryCode);
  const wallet = useQuery({
    queryKey: ['wallet', country],
    queryFn: ({ signal }) => getWallet(api, { country_iso_a2_code: country, user_type: walletUserType(true) }, signal),
    enabled: signedIn,
    staleTime: 30_000,
  });
  const wizard = useQuery({ queryKey: ['wizardStatus'], queryFn: ({ signal }) => getWizardStatus(api, {}, signal), enabled: signedIn, staleTime: 60_000 });
  return {
    wallet: signedIn ? (wallet.data ?? null) : null,
    wizardMember: signedIn && wizard.data ? wizardMembership(wizard.data.membership_detail).isMember : false,
  };
}
