import { create } from 'zustand';
import type { ConsentChoice } from '@stays/brand-config';

interface ConsentStore {
  /** The choice made in this tab; undefined until the guest chooses (the cookie the page arrived with counts until then). */
  choice: ConsentChoice | undefined;
  /** The guest opened the cookie settings again (from the footer). */
  settingsOpen: boolean;
  choose(choice: ConsentChoice): void;
  openSettings(): void;
}

/** The guest's consent in the browser (written only by the guest's own actions, never while rendering on the server). */
export const useConsentStore = create<ConsentStore>((set) => ({
  choice: undefined,
  settingsOpen: false,
  choose: (choice) => set({ choice, settingsOpen: false }),
  openSettings: () => set({ settingsOpen: true }),
}));
