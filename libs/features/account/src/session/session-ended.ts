import { ApiRequestError } from '@stays/api-client';
import { notifyNativeAppOfSignOut } from '../native/native-bridge';
import { forgetUserMode } from './account-user-mode';

/** The session ended on the server (signed out elsewhere, expired, account deleted): not a wrong password. */
function isSessionGone(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 401 && error.code === 'UNAUTHORIZED';
}

// Several calls of one page can fail together when the session ends: the page is left once.
const pagesLeft = new WeakSet<object>();

/**
 * The guest is signed out in this page: the stored user mode goes, the native app is told (webview mode) and the page
 * reloads, once.
 */
export function leaveSignedInPage(target: Window = window): void {
  if (pagesLeft.has(target)) return;
  pagesLeft.add(target);
  forgetUserMode(target);
  notifyNativeAppOfSignOut(target);
  target.location.reload();
}

/**
 * accounts-commerce §4 and §8, guest-journey §7: a 401 on any call made with the guest's session signs the guest
 * out. The API answering 401 has already cleared the session cookie; the reload shows the page signed out.
 */
export function signOutWhenSessionEnded(error: unknown, target: Window = window): void {
  if (isSessionGone(error)) leaveSignedInPage(target);
}
