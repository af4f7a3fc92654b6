import { USER_MODE_STORAGE_KEY } from '@stays/booking-rules';

/** Whether the strip was dismissed (for the browser session). */
export const USER_MODE_DISMISSED_KEY = 'user_mode_strip_dismissed';
const MODES = ['travel_agent', 'corporate'] as const;

/**
 * The stored user mode; a `user_mode` query parameter (a partner's link) stores it first. Null outside a browser
 * or without one.
 */
export function storedUserMode(search: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const fromUrl = new URLSearchParams(search).get('user_mode');
    if (fromUrl && (MODES as readonly string[]).includes(fromUrl)) window.localStorage.setItem(USER_MODE_STORAGE_KEY, fromUrl);
    return window.localStorage.getItem(USER_MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}
