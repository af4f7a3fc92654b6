import { useSyncExternalStore } from 'react';

/** Chrome's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const subscribers = new Set<() => void>();
const changed = () => subscribers.forEach((notify) => notify());

/**
 * Holds back the browser's own install banner from the moment the page wakes: the site offers the install itself
 * where it helps the guest (a booking page) and only when `mayOffer` says so (not in microsite or webview mode, not
 * soon after a no). Returns the cleanup.
 */
export function captureInstallPrompt(mayOffer: () => boolean): () => void {
  const capture = (event: Event) => {
    event.preventDefault();
    deferredPrompt = mayOffer() ? (event as BeforeInstallPromptEvent) : null;
    changed();
  };
  window.addEventListener('beforeinstallprompt', capture);
  return () => window.removeEventListener('beforeinstallprompt', capture);
}

/** The prompt has been used or declined: the offer goes away. */
export function forgetInstallPrompt(): void {
  deferredPrompt = null;
  changed();
}

/** The held install prompt, or null when there is nothing to offer. */
export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => void subscribers.delete(notify);
    },
    () => deferredPrompt,
    () => null,
  );
}
