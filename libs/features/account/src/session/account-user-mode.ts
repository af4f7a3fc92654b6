import type { AccountType } from '@stays/api-client';
import { USER_MODE_STORAGE_KEY } from '@stays/booking-rules';

/** Storage may be refused (private mode, a sandboxed webview): the user mode is then simply not kept. */
function withStorage(target: Window, use: (storage: Storage) => void): void {
  try {
    use(target.localStorage);
  } catch {
    // Nothing to keep the mode in: the hotel page shows no travel-agent or corporate strip.
  }
}

/**
 * After a sign-in or sign-up the browser's user mode is the account's type (accounts-commerce §6): a travel agent or
 * a corporate account browses as one; any other account has none, whatever a link stored before.
 */
export function rememberUserModeOf(user: { accountType: AccountType }, target: Window = window): void {
  withStorage(target, (storage) => {
    if (user.accountType === 'consumer') storage.removeItem(USER_MODE_STORAGE_KEY);
    else storage.setItem(USER_MODE_STORAGE_KEY, user.accountType);
  });
}

/** At sign-out the user mode goes with the session. */
export function forgetUserMode(target: Window = window): void {
  withStorage(target, (storage) => storage.removeItem(USER_MODE_STORAGE_KEY));
}
