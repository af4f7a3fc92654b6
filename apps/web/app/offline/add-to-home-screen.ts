/**
 * Add-to-home-screen (accounts-commerce §4: "outcome recorded as added or cancelled"): the outcome is kept on the
 * device, so a guest who declined is not asked again for a while, and announced to whoever listens (the tracking).
 */

export type AddToHomeScreenOutcome = 'added' | 'cancelled';

/** What the tracking sends for an add-to-home-screen answer. */
export interface AddToHomeScreenEvent {
  name: 'add_to_home_screen';
  outcome: AddToHomeScreenOutcome;
  brandId: string;
}

type OutcomeStorage = Pick<Storage, 'getItem' | 'setItem'>;

const STORAGE_KEY = 'stays.addToHomeScreen.v1';
/** A guest who declined is asked again after this many days. */
export const ASK_AGAIN_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const listeners = new Set<(event: AddToHomeScreenEvent) => void>();

/** Subscribes to add-to-home-screen outcomes; returns the unsubscribe. */
export function onAddToHomeScreen(listener: (event: AddToHomeScreenEvent) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The outcome of the browser's install prompt (BeforeInstallPromptEvent.userChoice) in the spec's words. */
export function outcomeOfChoice(choice: { outcome: string }): AddToHomeScreenOutcome {
  return choice.outcome === 'accepted' ? 'added' : 'cancelled';
}

/** Keeps the outcome on the device and announces it. */
export function recordAddToHomeScreen(storage: OutcomeStorage, outcome: AddToHomeScreenOutcome, brandId: string, now: number): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ outcome, at: now }));
  } catch {
    // Storage refused (private mode): the guest may be asked again next visit.
  }
  for (const listener of listeners) listener({ name: 'add_to_home_screen', outcome, brandId });
}

/** Whether to offer our install action: never in microsite or webview mode, never once added, not soon after a no. */
export function mayOfferAddToHomeScreen(storage: OutcomeStorage, now: number, micrositeMode: boolean): boolean {
  if (micrositeMode) return false;
  let recorded: unknown;
  try {
    recorded = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return true;
  }
  if (!recorded || typeof recorded !== 'object') return true;
  const { outcome, at } = recorded as { outcome?: unknown; at?: unknown };
  if (outcome === 'added') return false;
  if (outcome === 'cancelled' && typeof at === 'number') return now - at >= ASK_AGAIN_AFTER_DAYS * DAY_MS;
  return true;
}
