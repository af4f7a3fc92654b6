/** Keys that move or delete and are always allowed (accounts-commerce §5 "backspace, delete, arrows and tab"). */
const NAVIGATION_KEYS = ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab'] as const;

const isNavigationKey = (key: string): boolean => (NAVIGATION_KEYS as readonly string[]).includes(key);

/** "Keypress allows only digits, backspace, delete, arrows and tab, and stops at maximum length." */
export function isPhoneKeyAllowed(key: string, currentValue: string, maxLength: number): boolean {
  if (isNavigationKey(key)) return true;
  return /^\d$/.test(key) && currentValue.length < maxLength;
}

/** "Name keypress allows letters, space, arrows, backspace, delete, tab." */
export function isNameKeyAllowed(key: string): boolean {
  return isNavigationKey(key) || key === ' ' || /^[\p{L}\p{M}]$/u.test(key);
}
