import { QUICK_LOGIN_PATHS } from '@stays/brand-config';
import { bookingMessages, type MessageDescriptor } from './messages';

/**
 * Where the browser keeps the guest's user mode (travel_agent or corporate): written from the signed-in account's
 * type after sign-in and by a partner's `user_mode` link, cleared at sign-out; the hotel page's strip reads it.
 */
export const USER_MODE_STORAGE_KEY = 'userMode';

export interface UserModeStrip {
  userMode: 'travel_agent' | 'corporate';
  browseLabel: MessageDescriptor;
  continueLabel: MessageDescriptor;
  title: MessageDescriptor | null;
}

/**
 * "On the hotel page, a strip appears when the stored user mode is travel_agent or corporate. It offers 'Browse as
 * Travel Agent' or 'Browse as Corporate' … and 'Continue'. The travel-agent title reads …" (guest-journey §2).
 */
export function userModeStrip(storedUserMode: string | null | undefined): UserModeStrip | null {
  if (storedUserMode === 'travel_agent') {
    return {
      userMode: 'travel_agent',
      browseLabel: bookingMessages.browseAsTravelAgent,
      continueLabel: bookingMessages.userModeContinue,
      title: bookingMessages.travelAgentTitle,
    };
  }
  if (storedUserMode === 'corporate') {
    return { userMode: 'corporate', browseLabel: bookingMessages.browseAsCorporate, continueLabel: bookingMessages.userModeContinue, title: null };
  }
  return null;
}

/** "Quick-login pop-up is shown on paths / and /jp/" (accounts-commerce §2). */
export function isQuickLoginPath(path: string): boolean {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return (QUICK_LOGIN_PATHS as readonly string[]).includes(withSlash);
}
