import { afterEach, describe, expect, it } from 'vitest';
import {
  ASK_AGAIN_AFTER_DAYS,
  mayOfferAddToHomeScreen,
  onAddToHomeScreen,
  outcomeOfChoice,
  recordAddToHomeScreen,
  type AddToHomeScreenEvent,
} from './add-to-home-screen';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}
const now = Date.parse('2027-03-01T08:00:00Z');
const day = 24 * 60 * 60 * 1000;
let unsubscribe = (): void => undefined;
afterEach(() => unsubscribe());

describe('add to home screen', () => {
  it("names the browser's answer as the spec does", () => {
    expect(outcomeOfChoice({ outcome: 'accepted' })).toBe('added');
    expect(outcomeOfChoice({ outcome: 'dismissed' })).toBe('cancelled');
  });

  it('offers the install to a new guest, never in microsite or webview mode', () => {
    expect(mayOfferAddToHomeScreen(memoryStorage(), now, false)).toBe(true);
    expect(mayOfferAddToHomeScreen(memoryStorage(), now, true)).toBe(false);
  });

  it('does not ask a guest who cancelled again until the pause is over, nor one who added the app', () => {
    const cancelled = memoryStorage();
    recordAddToHomeScreen(cancelled, 'cancelled', 'nivaas', now);
    expect(mayOfferAddToHomeScreen(cancelled, now + (ASK_AGAIN_AFTER_DAYS - 1) * day, false)).toBe(false);
    expect(mayOfferAddToHomeScreen(cancelled, now + ASK_AGAIN_AFTER_DAYS * day, false)).toBe(true);
    const added = memoryStorage();
    recordAddToHomeScreen(added, 'added', 'nivaas', now);
    expect(mayOfferAddToHomeScreen(added, now + 365 * day, false)).toBe(false);
  });

  it('announces each outcome to its listeners, typed for the tracking', () => {
    const heard: AddToHomeScreenEvent[] = [];
    unsubscribe = onAddToHomeScreen((event) => heard.push(event));
    recordAddToHomeScreen(memoryStorage(), 'added', 'dunelight', now);
    recordAddToHomeScreen(memoryStorage(), 'cancelled', 'nivaas', now);
    expect(heard).toEqual([
      { name: 'add_to_home_screen', outcome: 'added', brandId: 'dunelight' },
      { name: 'add_to_home_screen', outcome: 'cancelled', brandId: 'nivaas' },
    ]);
  });

  it('still offers the install when what was stored cannot be read', () => {
    const storage = memoryStorage();
    storage.setItem('stays.addToHomeScreen.v1', '{broken');
    expect(mayOfferAddToHomeScreen(storage, now, false)).toBe(true);
  });
});
