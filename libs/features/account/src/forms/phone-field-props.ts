import type { KeyboardEvent } from 'react';
import { isPhoneKeyAllowed, phoneLengthForDialCode } from '@stays/validation';

/**
 * What a phone field takes from the chosen dial code (accounts-commerce §5): its maxLength (10 for +91) and the
 * keypress filter, "only digits, backspace, delete, arrows and tab, and stops at maximum length". Enter submits,
 * shortcuts (copy, paste) pass, and a selection is replaced by the key, so a full field still takes a digit over it.
 */
export function phoneFieldProps(phone: string, dialCode: string) {
  const maxLength = phoneLengthForDialCode(dialCode).max;
  return {
    maxLength,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const replacing = event.currentTarget.selectionStart !== event.currentTarget.selectionEnd;
      if (event.key === 'Enter' || event.ctrlKey || event.metaKey || replacing) return;
      if (!isPhoneKeyAllowed(event.key, phone, maxLength)) event.preventDefault();
    },
  };
}
