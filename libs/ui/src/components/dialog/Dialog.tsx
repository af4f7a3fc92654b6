import { useId, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useModalDialog } from './use-modal-dialog';
import styles from './Dialog.module.css';

const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
});

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown under the content: the dialog's main action (e.g. 'Done'). */
  footer?: ReactNode;
  /**
   * 'popover' sits under its trigger on wide screens and becomes a bottom sheet on phones;
   * 'modal' is centred on every screen.
   */
  placement?: 'popover' | 'modal';
}

/**
 * A modal dialog on the platform's `<dialog>`: the page behind is inert and does not scroll, Escape and the backdrop
 * close it (through `onClose`, so the owner's state or URL says it is closed), focus returns to the trigger.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, onClose, children, footer, placement = 'popover' }: Omit<DialogProps, 'open'>) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closing = useModalDialog(dialogRef);
  return (
    <dialog
      ref={dialogRef}
      // Open in the server's HTML, so its forms work before hydration; the browser then shows it as a modal.
      open
      className={[styles.layer, styles[placement]].join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React passes a nested dialog's cancel and close events up to this one too.
        if (event.target !== event.currentTarget) return;
        // Escape: the owner closes the dialog by no longer rendering it.
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // The browser closed it on its own (an Escape it would not let us cancel): tell the owner.
        if (event.target === event.currentTarget && !closing.current && !dialogRef.current?.open) onClose();
      }}
    >
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={intl.formatMessage(messages.close)} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
