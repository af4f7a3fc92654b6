import { defineMessages, type MessageDescriptor } from 'react-intl';
import { accountMessages } from '../messages';

/** What decides which account pages a site offers: the brand's hideWizard, the country's doesReferralExists and toShowPlayAndWin. */
export interface AccountLinkFlags {
  hideWizard: boolean;
  doesReferralExists: boolean;
  toShowPlayAndWin: boolean;
}

export interface AccountLink {
  key: string;
  href: string;
  label: MessageDescriptor;
}

const linkMessages = defineMessages({
  savedHotels: { id: 'account.menu.savedHotels', defaultMessage: 'Saved hotels' },
  wizard: { id: 'account.menu.wizard', defaultMessage: 'Wizard membership' },
  wizardProfile: { id: 'account.menu.wizardProfile', defaultMessage: 'Wizard profile' },
  rewards: { id: 'account.menu.rewards', defaultMessage: 'Rewards' },
  referral: { id: 'account.menu.referral', defaultMessage: 'Refer and earn' },
  games: { id: 'account.menu.games', defaultMessage: 'Play and win' },
  donate: { id: 'account.menu.donate', defaultMessage: 'Donate' },
  help: { id: 'account.menu.help', defaultMessage: 'Help and support' },
});

/**
 * Every account page a signed-in guest can reach, in the order the header menu and the account page list them
 * (accounts-commerce §2 routes): the wizard pages where the brand does not hide them, referral where the country
 * has it, the travel quiz where the country offers Play and win.
 */
export function accountLinks(flags: AccountLinkFlags): readonly AccountLink[] {
  const links: (AccountLink | false)[] = [
    { key: 'bookings', href: '/my-booking', label: accountMessages.myBookings },
    { key: 'wishlist', href: '/wishlist', label: accountMessages.wishlist },
    { key: 'savedHotels', href: '/saved-hotels', label: linkMessages.savedHotels },
    { key: 'wallet', href: '/accountdetails/oyomoney', label: accountMessages.wallet },
    { key: 'savedCards', href: '/booking/save-card', label: accountMessages.savedCards },
    !flags.hideWizard && { key: 'wizard', href: '/wizard', label: linkMessages.wizard },
    !flags.hideWizard && { key: 'wizardProfile', href: '/wizardprofile', label: linkMessages.wizardProfile },
    { key: 'rewards', href: '/rewards', label: linkMessages.rewards },
    flags.doesReferralExists && { key: 'referral', href: '/referral', label: linkMessages.referral },
    flags.toShowPlayAndWin && { key: 'games', href: '/games', label: linkMessages.games },
    { key: 'donate', href: '/donate', label: linkMessages.donate },
    { key: 'help', href: '/contactus', label: linkMessages.help },
    { key: 'account', href: '/accountdetails', label: accountMessages.accountDetails },
  ];
  return links.filter((link): link is AccountLink => link !== false);
}
