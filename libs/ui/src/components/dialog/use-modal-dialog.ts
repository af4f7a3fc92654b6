import { useLayoutEffect, useRef, type RefObject } from 'react';
import { lockPageScroll } from './page-scroll-lock';

/**
 * Shows the `<dialog>` as a modal while it is mounted: the browser makes the page behind it inert, moves focus into
 * it and turns Escape into a `cancel` event. Closing gives focus back to the element that had it and unlocks scrolling.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>): RefObject<boolean> {
  // Set while the component closes the dialog itself, so the `close` event of that is not taken for the guest's.
  const closing = useRef(false);
  // A layout effect: its clean-up runs before React removes the element, and a modal dialog must be closed (not just
  // removed) for the browser to give focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closing.current = false;
    let unmounted = false;
    const show = () => {
      if (unmounted) return;
      // Rendered open (as the server sends it, usable before hydration): open it again, as a modal. A guest may be
      // typing in it as the script wakes up: showing it as a modal moves focus to its first button, where the rest of
      // their keys would go (a space there closes it), so the field they are in keeps the focus.
      const typingIn = dialog.open && document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement) ? document.activeElement : null;
      if (dialog.open) {
        closing.current = true;
        dialog.close();
        closing.current = false;
      }
      dialog.showModal();
      if (typingIn && document.activeElement !== typingIn) typingIn.focus({ preventScroll: true });
    };
    // Children's effects run before their parents': a dialog inside another waits for that one to be shown, or the
    // outer dialog would be stacked over it.
    if (dialog.parentElement?.closest('dialog')) queueMicrotask(show);
    else show();
    const unlockScroll = lockPageScroll();
    return () => {
      unmounted = true;
      closing.current = true;
      dialog.close();
      unlockScroll();
      if (trigger?.isConnected && !dialog.contains(trigger) && document.activeElement !== trigger) trigger.focus();
    };
  }, [dialogRef]);
  return closing;
}
