let openModals = 0;
let overflowBefore = '';

/**
 * Locks the page's scrolling until the returned function is called. Dialogs nest (a picker inside the search
 * widget, the OTP step inside the booking summary): the page scrolls again only when the last one has closed.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (openModals === 0) {
    overflowBefore = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  openModals += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openModals -= 1;
    if (openModals === 0) root.style.overflow = overflowBefore;
  };
}
